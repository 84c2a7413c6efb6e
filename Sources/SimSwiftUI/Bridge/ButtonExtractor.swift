/// A button found in a view value without rendering it: for bar items, alerts and dialogs.
@MainActor
package struct ExtractedButton {
  package let title: String
  package let role: ButtonRole?
  package let action: @MainActor () -> Void

  /// The button as a bar button item.
  package var barButtonItem: UIBarButtonItem {
    UIBarButtonItem(title: title, primaryAction: action)
  }
}

/// A view that can describe itself as buttons.
@MainActor
package protocol ButtonContainer {
  func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton]
}

/// Finds the buttons in a view value.
@MainActor
package enum ButtonExtractor {
  /// Where a toolbar item goes on a phone.
  package enum Side: CaseIterable {
    /// The leading side of the navigation bar.
    case leading
    /// The trailing side of the navigation bar.
    case trailing
    /// The centre of the navigation bar, in place of the title.
    case principal
    /// The toolbar at the bottom of the screen.
    case bottomBar
    /// Above the keyboard.
    case keyboard
  }

  package static func buttons(in view: any View, placement: Side? = nil) -> [ExtractedButton] {
    if let container = view as? any ButtonContainer {
      return container.extractButtons(placement: placement)
    }
    if let tuple = view as? any TupleViewElements {
      return tuple.elementViews.flatMap { buttons(in: $0, placement: placement) }
    }
    return []
  }
}

@MainActor
package protocol TupleViewElements {
  var elementViews: [any View] { get }
}

extension TupleView: TupleViewElements {
  package var elementViews: [any View] { elements }
}

extension Button: ButtonContainer {
  package func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton] {
    guard placement == nil || placement == .trailing else { return [] }
    return [ExtractedButton(title: Self.title(of: label), role: role, action: action)]
  }

  private static func title(of label: any View) -> String {
    if let text = label as? Text { return text.string }
    return String(describing: type(of: label))
  }
}

extension ToolbarItem: ButtonContainer {
  package func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton] {
    guard let placement else { return ButtonExtractor.buttons(in: content) }
    guard self.placement.side == placement else { return [] }
    return ButtonExtractor.buttons(in: content, placement: nil)
  }
}

extension Group: ButtonContainer where Content: View {
  package func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton] {
    ButtonExtractor.buttons(in: content, placement: placement)
  }
}

extension Optional: ButtonContainer where Wrapped: View {
  package func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton] {
    guard let self else { return [] }
    return ButtonExtractor.buttons(in: self, placement: placement)
  }
}

extension _ConditionalContent: ButtonContainer {
  package func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton] {
    switch storage {
    case .trueContent(let view): ButtonExtractor.buttons(in: view, placement: placement)
    case .falseContent(let view): ButtonExtractor.buttons(in: view, placement: placement)
    }
  }
}

extension ToolbarItemGroup: ButtonContainer {
  package func extractButtons(placement: ButtonExtractor.Side?) -> [ExtractedButton] {
    guard let placement else { return ButtonExtractor.buttons(in: content) }
    guard self.placement.side == placement else { return [] }
    return ButtonExtractor.buttons(in: content, placement: nil)
  }
}
