import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part in it.
@MainActor
package final class ViewLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints installed on the view, in activation order.
  var installed: [NSLayoutConstraint] = []
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var needsUpdateConstraints = true
  /// The margins the app set; nil keeps the defaults (FIDELITY 21.6).
  var layoutMargins: UIEdgeInsets?
  /// The engine hosted by this view, when it is the root of a tree with constraints.
  var engine: AutoLayoutEngine?
  let variables: LayoutItemVariables

  init(name: String) {
    variables = LayoutItemVariables(name: name)
  }
}

extension NSLayoutConstraint {
  /// The horizontal or vertical direction, for hugging and compression resistance.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
