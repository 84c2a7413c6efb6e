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
}
