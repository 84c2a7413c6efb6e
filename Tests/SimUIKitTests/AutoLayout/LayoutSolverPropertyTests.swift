import Testing

@testable import SimUIKit

/// A small deterministic generator, so every run checks the same systems.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Properties of the solver over random systems.
@Suite("Layout solver properties")
struct LayoutSolverPropertyTests {
  private static func adds(_ constraint: SolverConstraint, to solver: LayoutSolver) -> Bool {
    (try? solver.addConstraint(constraint)) != nil
  }

  /// Random constraints that a hidden assignment satisfies: the solver must satisfy them all.
  @Test("Random satisfiable systems are satisfied", arguments: 1...40)
  func randomSatisfiableSystems(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let count = Int.random(in: 2...12, using: &random)
    let variables = (0..<count).map { LayoutVariable("v\($0)") }
    let hidden = variables.map { _ in Double(Int.random(in: -500...500, using: &random)) }
    let solver = LayoutSolver()
    var constraints: [SolverConstraint] = []
    for _ in 0..<Int.random(in: 1...(count * 2), using: &random) {
      var terms: [LinearExpression.Term] = []
      var total = 0.0
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<count, using: &random)
        let coefficient = Double(Int.random(in: -3...3, using: &random))
        guard coefficient != 0 else { continue }
        terms.append(.init(variables[index], coefficient))
        total += coefficient * hidden[index]
      }
      guard !terms.isEmpty else { continue }
      let lhs = LinearExpression(terms)
      let constraint: SolverConstraint
      switch Int.random(in: 0..<3, using: &random) {
      case 0: constraint = SolverConstraint(lhs, .equal, LinearExpression(constant: total))
      case 1:
        let slack = Double(Int.random(in: 0...50, using: &random))
        constraint = SolverConstraint(
          lhs, .lessThanOrEqual, LinearExpression(constant: total + slack))
      default:
        let slack = Double(Int.random(in: 0...50, using: &random))
        constraint = SolverConstraint(
          lhs, .greaterThanOrEqual, LinearExpression(constant: total - slack))
      }
      guard Self.adds(constraint, to: solver) else {
        Issue.record("seed \(seed): a satisfiable system was refused at \(constraints.count)")
        return
      }
      constraints.append(constraint)
    }
    // Optional preferences pull the variables around; the required constraints must still hold.
    for variable in variables {
      let target = Double(Int.random(in: -1000...1000, using: &random))
      try solver.addConstraint(
        SolverConstraint(
          LinearExpression(variable), .equal, LinearExpression(constant: target),
          priority: Double(Int.random(in: 1...999, using: &random))))
    }
    solver.updateVariables()
    for constraint in constraints {
      #expect(
        constraint.isSatisfied(tolerance: 1e-4), "seed \(seed): \(constraint.expression.value)")
    }
    // Removing every constraint leaves a solver that still solves.
    for constraint in constraints.shuffled(using: &random) {
      try solver.removeConstraint(constraint)
    }
    #expect(solver.constraintCount == variables.count)
  }

  /// Two optional constraints on one variable that cannot both hold: the higher priority holds.
  @Test("Of two conflicting optional constraints the higher priority holds", arguments: 1...30)
  func prioritiesRespected(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let solver = LayoutSolver()
    let variable = LayoutVariable("v")
    let lowPriority = Double(Int.random(in: 1...949, using: &random))
    let highPriority = Double(Int.random(in: Int(lowPriority) + 50...999, using: &random))
    let low = Double(Int.random(in: -500...500, using: &random))
    let high = low + Double(Int.random(in: 1...300, using: &random))
    let lowConstraint = SolverConstraint(
      LinearExpression(variable), .equal, LinearExpression(constant: low), priority: lowPriority)
    let highConstraint = SolverConstraint(
      LinearExpression(variable), .equal, LinearExpression(constant: high), priority: highPriority)
    for constraint in Bool.random(using: &random)
      ? [lowConstraint, highConstraint] : [highConstraint, lowConstraint]
    {
      try solver.addConstraint(constraint)
    }
    // A required bound that allows the high one but not the low one must also be respected.
    solver.updateVariables()
    #expect(abs(variable.value - high) < 1e-6, "seed \(seed)")
    try solver.addConstraint(
      SolverConstraint(
        LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: high - 1)))
    solver.updateVariables()
    #expect(abs(variable.value - (high - 1)) < 1e-6, "seed \(seed)")
  }

  /// The weighted error of the optional constraints: what the solver minimises.
  private static func weightedError(_ constraints: [SolverConstraint]) -> Double {
    constraints.filter { !$0.isRequired }.reduce(0) { total, constraint in
      let value = constraint.expression.value
      let error: Double
      switch constraint.relation {
      case .equal: error = abs(value)
      case .lessThanOrEqual: error = max(0, value)
      case .greaterThanOrEqual: error = max(0, -value)
      }
      return total + LayoutSolver.weight(forPriority: constraint.priority) * error
    }
  }

  /// A system shaped like a screen's: edges related in pairs with factors of 1, 2 and ½, sizes and
  /// offsets, equalities and inequalities, all true of a hidden layout; and a preference at a random
  /// priority for every variable.
  private static func screenLikeSystem(
    variables: [LayoutVariable], using random: inout SeededGenerator
  ) -> (required: [SolverConstraint], optional: [SolverConstraint]) {
    let hidden = variables.map { _ in Double(Int.random(in: 0...800, using: &random)) }
    var required: [SolverConstraint] = []
    let factors: [Double] = [1, 1, 1, 2, 0.5]
    for _ in 0..<(variables.count * 3) {
      let i = Int.random(in: 0..<variables.count, using: &random)
      let j = Int.random(in: 0..<variables.count, using: &random)
      var lhs = LinearExpression(variables[i])
      var value = hidden[i]
      if i != j && Bool.random(using: &random) {
        let factor = factors.randomElement(using: &random)!
        lhs = lhs - LinearExpression(variables[j]) * factor
        value -= hidden[j] * factor
      }
      let slack = Double(Int.random(in: 0...40, using: &random))
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        required.append(SolverConstraint(lhs, .equal, LinearExpression(constant: value)))
      case 1:
        required.append(
          SolverConstraint(lhs, .lessThanOrEqual, LinearExpression(constant: value + slack)))
      default:
        required.append(
          SolverConstraint(lhs, .greaterThanOrEqual, LinearExpression(constant: value - slack)))
      }
    }
    let optional = variables.map { variable in
      SolverConstraint(
        LinearExpression(variable), .equal,
        LinearExpression(constant: Double(Int.random(in: -200...1000, using: &random))),
        priority: Double(Int.random(in: 1...999, using: &random)))
    }
    return (required, optional)
  }

  /// A few hundred constraints true of a hidden layout are all accepted and hold, through removals
  /// and additions; and the incremental solver's optimum is a fresh solver's, whatever the order.
  @Test("Screen-sized random systems hold, incrementally as from scratch", arguments: 1...12)
  func screenSizedSystems(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let variables = (0..<80).map { LayoutVariable("v\($0)") }
    let (required, optional) = Self.screenLikeSystem(variables: variables, using: &random)
    #expect(required.count + optional.count == 320)
    let solver = LayoutSolver()
    for constraint in (required + optional).shuffled(using: &random) {
      try solver.addConstraint(constraint)
    }
    solver.updateVariables()
    for constraint in required {
      #expect(constraint.isSatisfied(tolerance: 1e-4), "seed \(seed): \(constraint)")
    }
    // Remove a third, check, put them back in another order.
    let removed = (required + optional).shuffled(using: &random).prefix(106)
    for constraint in removed { try solver.removeConstraint(constraint) }
    solver.updateVariables()
    for constraint in required where !removed.contains(where: { $0 === constraint }) {
      #expect(constraint.isSatisfied(tolerance: 1e-4), "seed \(seed): \(constraint)")
    }
    for constraint in removed.shuffled(using: &random) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    for constraint in required {
      #expect(constraint.isSatisfied(tolerance: 1e-4), "seed \(seed): \(constraint)")
    }
    let incremental = Self.weightedError(optional)
    let fresh = LayoutSolver()
    for constraint in (required + optional).shuffled(using: &random) {
      try fresh.addConstraint(constraint)
    }
    fresh.updateVariables()
    let scratch = Self.weightedError(optional)
    #expect(
      abs(incremental - scratch) <= 1e-6 * max(1, scratch),
      "seed \(seed): \(incremental) incrementally, \(scratch) from scratch")
  }

  /// Hundreds of variables, each pulled to two values by optional constraints of different
  /// priorities and held below a required bound, in one solver: the higher priority wins as far as
  /// the bound allows, however the constraints were added, removed and added again.
  @Test("Higher priorities win across a few hundred constraints", arguments: 1...8)
  func prioritiesAtScale(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let solver = LayoutSolver()
    var constraints: [SolverConstraint] = []
    var expected: [(LayoutVariable, Double)] = []
    for index in 0..<100 {
      let variable = LayoutVariable("v\(index)")
      let lowPriority = Double(Int.random(in: 1...998, using: &random))
      let highPriority = Double(Int.random(in: Int(lowPriority) + 1...999, using: &random))
      let low = Double(Int.random(in: -500...500, using: &random))
      let high = Double(Int.random(in: -500...500, using: &random))
      let bound = Double(Int.random(in: -500...700, using: &random))
      constraints += [
        SolverConstraint(
          LinearExpression(variable), .equal, LinearExpression(constant: low),
          priority: lowPriority),
        SolverConstraint(
          LinearExpression(variable), .equal, LinearExpression(constant: high),
          priority: highPriority),
        SolverConstraint(
          LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: bound)),
      ]
      expected.append((variable, min(high, bound)))
    }
    for constraint in constraints.shuffled(using: &random) { try solver.addConstraint(constraint) }
    let again = constraints.shuffled(using: &random).prefix(100)
    for constraint in again { try solver.removeConstraint(constraint) }
    for constraint in again.shuffled(using: &random) { try solver.addConstraint(constraint) }
    solver.updateVariables()
    for (variable, value) in expected {
      #expect(abs(variable.value - value) < 1e-6, "seed \(seed): \(variable)")
    }
  }
}
