public import SimUIKit

/// The text dumps of a whole hierarchy at once: the controller tree (FIDELITY 10.2) then the view
/// tree (FIDELITY 10.1), as `run` compares them before and after each step.
@MainActor
public struct HierarchyText {
  /// How objects are named.
  public var style: DumpStyle

  /// Creates a configuration.
  public init(style: DumpStyle = .stable) {
    self.style = style
  }

  /// Both dumps, each under a heading.
  public func render(rootController: UIViewController?, rootView: UIView?) -> String {
    var parts: [String] = []
    if let rootController {
      parts.append("controllers:\n" + ControllerTreeDump(style: style).render(rootController))
    }
    if let rootView { parts.append("views:\n" + ViewTreeDump(style: style).render(rootView)) }
    return parts.joined(separator: "\n")
  }
}
