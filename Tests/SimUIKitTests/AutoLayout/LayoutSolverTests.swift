import Testing

@testable import SimUIKit

/// The Cassowary solver on its own, against layouts worked out by hand.
@Suite("Layout solver")
struct LayoutSolverTests {
  private func expr(_ variable: LayoutVariable, _ constant: Double = 0) -> LinearExpression {
    LinearExpression(variable) + constant
  }

  private func value(_ constant: Double) -> LinearExpression {
    LinearExpression(constant: constant)
  }

  @Test("A row of two views between margins gets the frames worked out by hand")
  func twoViewsBetweenMargins() throws {
    // A 390-point-wide superview; a label pinned 16 from the leading edge, 120 wide; a field 8
    // after it, 16 from the trailing edge: label 16…136, field 144…374.
    let solver = LayoutSolver()
    let labelMinX = LayoutVariable("label.minX")
    let labelWidth = LayoutVariable("label.width")
    let fieldMinX = LayoutVariable("field.minX")
    let fieldWidth = LayoutVariable("field.width")
    try solver.addConstraint(SolverConstraint(expr(labelMinX), .equal, value(16)))
    try solver.addConstraint(SolverConstraint(expr(labelWidth), .equal, value(120)))
    try solver.addConstraint(
      SolverConstraint(expr(fieldMinX), .equal, expr(labelMinX) + expr(labelWidth) + 8))
    try solver.addConstraint(
      SolverConstraint(expr(fieldMinX) + expr(fieldWidth), .equal, value(390 - 16)))
    solver.updateVariables()
    #expect(labelMinX.value == 16)
    #expect(fieldMinX.value == 144)
    #expect(fieldWidth.value == 230)
  }

  @Test("A required inequality bounds an optional preference")
  func inequalityBoundsPreference() throws {
    let solver = LayoutSolver()
    let width = LayoutVariable("width")
    try solver.addConstraint(SolverConstraint(expr(width), .lessThanOrEqual, value(200)))
    try solver.addConstraint(SolverConstraint(expr(width), .equal, value(300), priority: 750))
    solver.updateVariables()
    #expect(width.value == 200)
    try solver.addConstraint(SolverConstraint(expr(width), .greaterThanOrEqual, value(100)))
    solver.updateVariables()
    #expect(width.value == 200)
  }

  @Test("The higher of two conflicting optional constraints wins, and removal re-solves")
  func higherPriorityWins() throws {
    let solver = LayoutSolver()
    let height = LayoutVariable("height")
    let low = SolverConstraint(expr(height), .equal, value(44), priority: 250)
    let high = SolverConstraint(expr(height), .equal, value(60), priority: 750)
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    solver.updateVariables()
    #expect(height.value == 60)
    try solver.removeConstraint(high)
    solver.updateVariables()
    #expect(height.value == 44)
    #expect(solver.constraintCount == 1)
  }

  @Test("A contradictory required constraint is refused, names the conflict and changes nothing")
  func unsatisfiableIsRefused() throws {
    let solver = LayoutSolver()
    let minX = LayoutVariable("minX")
    let width = LayoutVariable("width")
    let leading = SolverConstraint(expr(minX), .equal, value(0), label: "leading")
    let trailing = SolverConstraint(expr(minX) + expr(width), .equal, value(100), label: "trailing")
    let wide = SolverConstraint(expr(width), .equal, value(150), label: "wide")
    try solver.addConstraint(leading)
    try solver.addConstraint(trailing)
    #expect(
      throws: SolverError.unsatisfiable(
        conflicting: [leading, trailing].map(ObjectIdentifier.init))
    ) {
      try solver.addConstraint(wide)
    }
    #expect(!solver.contains(wide))
    solver.updateVariables()
    #expect(width.value == 100)
  }

  @Test("A contradictory inequality is refused through the artificial-variable phase")
  func unsatisfiableInequality() throws {
    let solver = LayoutSolver()
    let width = LayoutVariable("width")
    let atLeast = SolverConstraint(expr(width), .greaterThanOrEqual, value(100), label: "atLeast")
    let atMost = SolverConstraint(expr(width), .lessThanOrEqual, value(50), label: "atMost")
    try solver.addConstraint(atLeast)
    #expect(throws: SolverError.unsatisfiable(conflicting: [ObjectIdentifier(atLeast)])) {
      try solver.addConstraint(atMost)
    }
    try solver.addConstraint(SolverConstraint(expr(width), .equal, value(0), priority: 1))
    solver.updateVariables()
    #expect(width.value == 100)
  }

  @Test("An edit variable moves dependent variables incrementally")
  func editVariable() throws {
    let solver = LayoutSolver()
    let superWidth = LayoutVariable("super.width")
    let childWidth = LayoutVariable("child.width")
    try solver.addConstraint(SolverConstraint(expr(childWidth), .equal, expr(superWidth, -32)))
    try solver.addEditVariable(superWidth, priority: 999)
    try solver.suggestValue(390, for: superWidth)
    solver.updateVariables()
    #expect(childWidth.value == 358)
    try solver.suggestValue(844, for: superWidth)
    solver.updateVariables()
    #expect(childWidth.value == 812)
    try solver.removeEditVariable(superWidth)
    #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: superWidth) }
  }

  @Test("Adding the same constraint twice or removing an unknown one is refused")
  func misuse() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let constraint = SolverConstraint(expr(x), .equal, value(1))
    try solver.addConstraint(constraint)
    #expect(throws: SolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
    try solver.removeConstraint(constraint)
    #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(constraint) }
  }

  @Test("Removing a required equality keeps a redundant copy of it in force")
  func removingLeavesRedundantEqualityHolding() throws {
    // x = 10 twice (the second is redundant), and x ≥ 0. Once the first goes, the second alone
    // must hold x at 10: the removal pivots on the redundant copy's row, not on x ≥ 0's slack,
    // which would free x down to 0.
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let first = SolverConstraint(expr(x), .equal, value(10))
    try solver.addConstraint(first)
    try solver.addConstraint(SolverConstraint(expr(x), .equal, value(10)))
    try solver.addConstraint(SolverConstraint(expr(x), .greaterThanOrEqual, value(0)))
    try solver.removeConstraint(first)
    solver.updateVariables()
    #expect(x.value == 10)
    // The tableau is still sound: a contradicting required constraint is refused.
    #expect(throws: SolverError.self) {
      try solver.addConstraint(SolverConstraint(expr(x), .equal, value(20)))
    }
  }
}
