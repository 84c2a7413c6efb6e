import Foundation

/// A button that opens a menu of its content's buttons; choosing one runs its action.
///
/// The label draws as a ``HostedMenuButtonView``; a tap opens a ``HostedMenuContainerView`` over
/// the window with a row per `Button` in the content, in tree order (sections and dividers only
/// group them). On a device, SwiftUI shows a UIKit context menu (`UIContextMenuInteraction`).
public struct Menu<Label: View, Content: View>: View {
  package let label: Label
  package let content: Content

  /// Creates a menu with a built label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Menu where Label == Text {
  /// Creates a menu whose label is a text.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A button whose action a menu can run.
@MainActor
package protocol MenuItemSource {
  var menuAction: @MainActor () -> Void { get }
  var isDestructive: Bool { get }
}

extension Button: MenuItemSource {
  package var menuAction: @MainActor () -> Void { action }
  package var isDestructive: Bool { role == .destructive }
}

extension Menu: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(key: 0, view: label, environment: node.environment),
      ChildSpec(key: 1, view: content, environment: node.environment),
    ]
  }

  private func labelNodes(of node: ViewNode) -> [ViewNode] {
    node.children.first.map(\.layoutElements) ?? []
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    ImplicitStack.sizeThatFits(proposal, elements: labelNodes(of: node))
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    ImplicitStack.place(labelNodes(of: node), in: rect, safeArea: .zero)
    // The content is not drawn until the menu opens, and then as menu rows.
    node.children.dropFirst().forEach { $0.hasFrame = false }
  }

  package func paintOrder(of node: ViewNode) -> [ViewNode] { Array(node.children.prefix(1)) }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedMenuButtonView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let button = view as? HostedMenuButtonView else { return }
    let title = node.children.first?.textContent ?? ""
    button.title = title
    button.accessibilityLabel = title
    button.rows = { [weak node] in
      guard let content = node?.children.dropFirst().first else { return [] }
      return Self.rows(below: content)
    }
  }

  /// A row per button below `node`, in tree order.
  static func rows(below node: ViewNode) -> [MenuRow] {
    var rows: [MenuRow] = []
    node.forEachNode { candidate in
      guard !candidate.isRemoving, let button = candidate.view as? any MenuItemSource else {
        return
      }
      rows.append(
        MenuRow(
          title: candidate.textContent, isDestructive: button.isDestructive,
          choose: button.menuAction))
    }
    return rows
  }
}

/// The UIKit view that draws a `Menu`'s label; a tap opens the menu.
public final class HostedMenuButtonView: UIView {
  /// The text of the menu's label.
  public internal(set) var title = ""
  package var rows: (@MainActor () -> [MenuRow])?

  /// Starts a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap: opens the menu if the touch lifted inside the label.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    HostedMenuContainerView.open(rows?() ?? [], under: self, title: title)
  }
}

extension Menu: DumpDescribable {
  package var dumpDetail: String { "menu" }
}
