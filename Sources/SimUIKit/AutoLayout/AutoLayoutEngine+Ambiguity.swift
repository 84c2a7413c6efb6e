import Foundation

// Ambiguity and the debugging helpers of UIKit's UIConstraintBasedLayoutDebugging category.
extension AutoLayoutEngine {
  /// The names of the view's unknowns that the constraints leave free, such as `UIView#3.minX`.
  package func ambiguousVariables(of view: UIView) -> [LayoutVariable] {
    guard isParticipant(view) else { return [] }
    let variables = view.layoutVariables
    return [variables.minX, variables.minY, variables.width, variables.height].filter {
      solver.isAmbiguous($0)
    }
  }

  /// Whether the view takes part in the engine and some of its unknowns are free.
  func isAmbiguous(_ view: UIView) -> Bool {
    !view.translatesAutoresizingMaskIntoConstraints && !ambiguousVariables(of: view).isEmpty
  }

  /// Moves each free unknown of the view to another value its constraints allow, and applies the
  /// frames, as `exerciseAmbiguityInLayout()` does on a device.
  func exerciseAmbiguity(of view: UIView) {
    for variable in ambiguousVariables(of: view) {
      let nudge = SolverConstraint(
        LinearExpression(variable), .equal, LinearExpression(constant: variable.value + 50),
        priority: 1, label: "exercise \(variable.name)")
      guard (try? solver.addConstraint(nudge)) != nil else { continue }
      solver.updateVariables()
      try? solver.removeConstraint(nudge)
    }
    applyExercisedFrames(of: view)
  }

  private func applyExercisedFrames(of view: UIView) {
    guard let superview = view.superview else { return }
    let own = view.layoutVariables
    let parent = superview.layoutVariables
    view.frame = CGRect(
      x: own.minX.value - parent.minX.value, y: own.minY.value - parent.minY.value,
      width: max(0, own.width.value), height: max(0, own.height.value))
  }

  /// The active constraints that mention the view along `axis`.
  func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var stack: [UIView] = [view.rootView]
    while let each = stack.popLast() {
      for constraint in each.constraints
      where constraint.firstItem === view || constraint.secondItem === view {
        let horizontal =
          constraint.firstAttribute.isHorizontalPosition || constraint.firstAttribute == .width
        if horizontal == (axis == .horizontal) { result.append(constraint) }
      }
      stack.append(contentsOf: each.subviews)
    }
    return result
  }

  /// The size the view's constraints give it when its size is pulled towards `target` at the
  /// fitting level (priority 50).
  func fittingSize(of view: UIView, target: CGSize) -> CGSize {
    solveAndApply()
    let variables = view.layoutVariables
    let pulls = [
      SolverConstraint(
        LinearExpression(variables.width), .equal,
        LinearExpression(constant: Double(target.width)), priority: 50, label: "fitting width"),
      SolverConstraint(
        LinearExpression(variables.height), .equal,
        LinearExpression(constant: Double(target.height)), priority: 50, label: "fitting height"),
    ]
    for pull in pulls { try? solver.addConstraint(pull) }
    solver.updateVariables()
    let size = CGSize(width: variables.width.value, height: variables.height.value)
    for pull in pulls { try? solver.removeConstraint(pull) }
    solver.updateVariables()
    return size
  }
}
