public import SimUIKit

/// A `_printHierarchy`-style dump of a view-controller tree (FIDELITY 10.2).
///
/// Children are prefixed `"   | "`, presented controllers `"   + "`; each level adds `"   | "`.
@MainActor
public struct ControllerTreeDump {
  /// How objects are named.
  public var style: DumpStyle

  /// Creates a dump configuration.
  public init(style: DumpStyle = .stable) {
    self.style = style
  }

  /// The dump of `controller`, its children and what it presents, recursively.
  ///
  /// A controller met a second time (a tree that loops, which UIKit never builds but a misuse or a
  /// contradictory dump can) is printed once more with a note, and not followed again.
  public func render(_ controller: UIViewController) -> String {
    var lines: [String] = []
    var printed: Set<ObjectIdentifier> = []
    // Each entry: the controller, its depth, and whether it is presented (prefix "+").
    var stack: [(UIViewController, Int, Bool)] = [(controller, 0, false)]
    while let (current, depth, presented) = stack.popLast() {
      var prefix = ""
      if depth > 0 {
        prefix = String(repeating: "   | ", count: depth - 1) + (presented ? "   + " : "   | ")
      }
      guard printed.insert(ObjectIdentifier(current)).inserted else {
        lines.append(prefix + "<\(style.head(current, colon: false))> again: the tree loops here")
        continue
      }
      lines.append(prefix + describe(current, presented: presented))
      if let next = current.presentedControllerForDump { stack.append((next, depth + 1, true)) }
      for child in current.children.reversed() { stack.append((child, depth + 1, false)) }
    }
    return lines.joined(separator: "\n")
  }

  /// The dump of a window's root controller and everything it presents.
  public func render(_ window: UIWindow) -> String {
    guard let root = window.rootViewController else { return "<no root view controller>" }
    return render(root)
  }

  /// One controller's line.
  public func describe(_ controller: UIViewController, presented: Bool = false) -> String {
    var line =
      "<\(style.head(controller, colon: false))>, state: \(controller.appearanceStateName), view: "
    if let view = controller.viewIfLoaded {
      line += "<\(style.head(view, colon: false))>"
      if view.window == nil { line += " not in the window" }
    } else {
      line += " (view not loaded)"
    }
    if presented, let presentation = controller.presentationControllerForDump {
      line += ", presented with: <\(style.head(presentation, colon: false))>"
    }
    // UIKit's own line does not say it; the stable form names the first responder of the
    // controller's window on the controller that owns it (FIDELITY 11.1).
    if !style.showsAddresses,
      let responder = FirstResponderOwner.firstResponder(ownedBy: controller)
    {
      line += ", first responder: <\(style.head(responder, colon: false))>"
    }
    return line
  }
}
