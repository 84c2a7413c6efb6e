import Foundation

/// Where a `searchable` field is placed; a phone shows it under the navigation bar's title
/// whichever is asked for.
public struct SearchFieldPlacement: Sendable, Equatable {
  private let name: String

  /// The system decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// The modifier behind `searchable(text:placement:prompt:)`.
///
/// On a device the field is the `UISearchTextField` of a `UISearchController` that SwiftUI puts in
/// the screen's navigation item. SimUIKit has no search controller, so the simulator draws the field
/// as a ``HostedTextFieldView`` above the modified content, 36 points high, writing the binding as
/// the user types; a tap on it makes it first responder. A trace line says so when it is made.
public struct _SearchableModifier: ViewModifier {
  package let text: Binding<String>
  package let prompt: String
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// Marks a search field once its trace line is written.
@MainActor
private final class SearchFieldNoted {}

extension _SearchableModifier: PrimitiveModifier, LayoutBehavior {
  /// The height of the field's row.
  static let fieldHeight: CGFloat = 36

  package func children(content: any View, node: ViewNode) -> [ChildSpec] {
    var environment = node.environment
    environment.isSearchable = true
    return [
      ChildSpec(
        key: "search field", view: TextField(prompt, text: text), environment: node.environment),
      ChildSpec(key: 0, view: content, environment: environment),
    ]
  }

  package func nodeDidUpdate(_ node: ViewNode) {
    guard node.primitiveState == nil else { return }
    node.primitiveState = SearchFieldNoted()
    node.graph.host?.trace(
      .swiftUI,
      "searchable: a search field \"\(prompt)\" above the content (a UITextField; a device puts a UISearchController in the navigation item)"
    )
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let elements = node.layoutElementsBelow
    let content = ImplicitStack.sizeThatFits(
      ProposedViewSize(
        width: proposal.width, height: proposal.height.map { max(0, $0 - Self.fieldHeight) }),
      elements: Array(elements.dropFirst()))
    return CGSize(
      width: proposal.width ?? content.width, height: content.height + Self.fieldHeight)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    guard let field = elements.first else { return }
    field.place(
      in: CGRect(
        x: rect.minX + 16, y: rect.minY + 4, width: max(0, rect.width - 32), height: 28),
      safeArea: .zero)
    let content = CGRect(
      x: rect.minX, y: rect.minY + Self.fieldHeight, width: rect.width,
      height: max(0, rect.height - Self.fieldHeight))
    ImplicitStack.place(Array(elements.dropFirst()), in: content, safeArea: .zero)
  }
}

extension View {
  /// Adds a search field bound to `text` to the screen (iOS 15); `prompt` is its placeholder,
  /// "Search" by default.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(_SearchableModifier(text: text, prompt: prompt?.string ?? "Search"))
  }

  /// Adds a search field bound to `text`, with a string prompt.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(_SearchableModifier(text: text, prompt: String(prompt)))
  }
}

private struct IsSearchableKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the view is inside content made `searchable`.
  package var isSearchable: Bool {
    get { self[IsSearchableKey.self] }
    set { self[IsSearchableKey.self] = newValue }
  }
}
