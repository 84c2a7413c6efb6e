import Foundation

/// An editable line of text whose characters are hidden, bound to a string.
///
/// Lays out like ``TextField`` and draws as a ``HostedTextFieldView`` with
/// `isSecureTextEntry` set.
public struct SecureField: View {
  package let placeholder: String
  package let text: Binding<String>

  /// Creates a secure field with a placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    placeholder = String(title)
    self.text = text
  }

  /// Creates a secure field with a placeholder and a prompt; the prompt is ignored.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension SecureField: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    TextField(placeholder, text: text).sizeThatFits(proposal, node: node)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  package func makePlatformView(for node: ViewNode) -> UIView? {
    let field = HostedTextFieldView()
    field.isSecureTextEntry = true
    return field
  }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    TextField(placeholder, text: text).updatePlatformView(view, node: node)
  }
}
