public import Foundation

/// An editable line of text bound to a string.
///
/// It takes the width it is offered and one line of height; it draws as a ``HostedTextFieldView``.
public struct TextField: View {
  package let placeholder: String
  package let text: Binding<String>

  /// Creates a text field with a placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    placeholder = String(title)
    self.text = text
  }

  /// Creates a text field with a placeholder and a prompt; the prompt is ignored.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension TextField: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let ideal = Text.measure(
      text.wrappedValue.isEmpty ? placeholder : text.wrappedValue, width: nil)
    return CGSize(width: proposal.width ?? ideal.width, height: UILabel.lineHeight)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedTextFieldView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let field = view as? HostedTextFieldView else { return }
    field.placeholder = placeholder
    field.binding = text
    field.text = text.wrappedValue
  }
}

/// The UIKit view that draws a `TextField`. Tapping it makes it the first responder; typed text is
/// written through the field's binding.
public final class HostedTextFieldView: UIView {
  /// The placeholder shown when the text is empty.
  public internal(set) var placeholder = ""
  /// The text shown.
  public internal(set) var text = ""
  package var binding: Binding<String>?

  /// Text fields become first responder when tapped.
  public override var canBecomeFirstResponder: Bool { true }

  /// Starts a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap: the field becomes the first responder.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    becomeFirstResponder()
  }

  /// Appends typed text, as the keyboard does, and writes it through the binding.
  public func insertText(_ typed: String) {
    replaceText(with: text + typed)
  }

  /// Replaces the whole text and writes it through the binding.
  public func replaceText(with newText: String) {
    text = newText
    trace(.gesture, "text = \"\(newText)\"")
    binding?.wrappedValue = newText
  }

  /// Removes the last character, as the delete key does.
  public func deleteBackward() {
    guard !text.isEmpty else { return }
    replaceText(with: String(text.dropLast()))
  }
}
