/// A text field of an alert, found in the alert's actions: `TextField` or `SecureField`.
@MainActor
package struct ExtractedTextField {
  package let placeholder: String
  package let text: Binding<String>
  package let isSecure: Bool

  /// The field as a UIKit text field whose edits are written through the binding.
  package func makeField() -> HostedTextFieldView {
    let field = HostedTextFieldView()
    field.placeholder = placeholder
    field.accessibilityLabel = placeholder
    field.isSecureTextEntry = isSecure
    field.text = DependencyRecorder.untracked { text.wrappedValue }
    field.binding = text
    return field
  }

  /// The text fields in a view value, in order.
  package static func fields(in view: any View) -> [ExtractedTextField] {
    if let field = view as? TextField {
      return [ExtractedTextField(placeholder: field.placeholder, text: field.text, isSecure: false)]
    }
    if let field = view as? SecureField {
      return [ExtractedTextField(placeholder: field.placeholder, text: field.text, isSecure: true)]
    }
    if let tuple = view as? any TupleViewElements {
      return tuple.elementViews.flatMap { fields(in: $0) }
    }
    if let group = view as? any GroupContent { return fields(in: group.groupedView) }
    return []
  }
}

/// A `Group`, seen without its content type.
@MainActor
package protocol GroupContent {
  var groupedView: any View { get }
}

extension Group: GroupContent where Content: View {
  package var groupedView: any View { content }
}
