import Foundation

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
    field.binding = nil
    field.placeholder = placeholder
    field.text = text.wrappedValue
    field.binding = text
    field.accessibilityLabel = placeholder
  }
}

/// The UIKit view that draws a `TextField`: a `UITextField` whose edits are written through the
/// field's binding.
public final class HostedTextFieldView: UITextField {
  package var binding: Binding<String>?
  /// Told when the field becomes or stops being first responder, for `@FocusState` (FIDELITY 11.24).
  package var focusDidChange: (@MainActor (_ focused: Bool) -> Void)?

  /// Becomes first responder and tells the focus binding (FIDELITY 11.24).
  @discardableResult
  public override func becomeFirstResponder() -> Bool {
    guard super.becomeFirstResponder() else { return false }
    focusDidChange?(true)
    return true
  }

  /// Resigns and tells the focus binding (FIDELITY 11.24).
  @discardableResult
  public override func resignFirstResponder() -> Bool {
    guard super.resignFirstResponder() else { return false }
    focusDidChange?(false)
    return true
  }

  /// The text; a change made by typing is written through the binding.
  public override var text: String? {
    didSet {
      guard let binding, let text, binding.wrappedValue != text else { return }
      binding.wrappedValue = text
    }
  }
}
