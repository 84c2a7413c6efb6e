import Foundation

/// A control that runs an action when tapped.
///
/// It draws as a ``HostedButtonView`` around its label's views; a touch that lifts inside the button
/// runs the action.
public struct Button<Label: View>: View {
  package let label: Label
  package let role: ButtonRole?
  package let action: @MainActor () -> Void

  /// Creates a button with a label built by `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = nil
    self.action = action
  }

  /// Creates a button with a role.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Button where Label == Text {
  /// Creates a button whose label is a text.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a role whose label is a text.
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// What a button does, which decides how alerts and dialogs show it.
public struct ButtonRole: Hashable, Sendable {
  package let name: String
  /// A button that deletes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView, PassThroughLayout {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: label, environment: node.environment)]
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedButtonView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let button = view as? HostedButtonView else { return }
    button.action = action
    button.title = node.textContent
    button.accessibilityLabel = button.title
  }

  /// The button's title, as text, for bars and alerts.
  package var titleText: String? {
    (label as? Text)?.string
  }
}

/// The UIKit view that draws a `Button` and runs its action on touch-up inside.
public final class HostedButtonView: UIView {
  package var action: (@MainActor () -> Void)?
  /// The text of the button's label.
  public internal(set) var title: String?

  /// Starts a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap: runs the action if the touch lifted inside the button.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    trace(.gesture, "Button(\"\(title ?? "")\") action")
    action?()
  }
}

extension ViewNode {
  /// The text of every `Text` below this node, joined by spaces.
  package var textContent: String {
    var parts: [String] = []
    forEachNode { node in
      if let text = node.view as? Text { parts.append(text.string) }
    }
    return parts.joined(separator: " ")
  }
}
