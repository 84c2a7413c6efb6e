import Foundation

/// A grouped list of controls. It takes all the space offered and shows each child on a row of at
/// least 44 points, inset by 20 points on each side (an approximation of the inset grouped style).
public struct Form<Content: View>: View {
  package let content: Content

  /// Creates a form.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// A section of a form or list; its rows are laid out as the container's rows.
public struct Section<Content: View>: View {
  package let content: Content

  /// Creates a section.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A section with a header; the header is shown as a row of text.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Section: PrimitiveView {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package var isMultiView: Bool { true }
}

/// A control whose row in a form or list takes taps across its whole width.
@MainActor
package protocol RowFillingView {}

extension Button: RowFillingView {}
extension NavigationLink: RowFillingView {}

/// The row layout shared by ``Form`` and ``List``.
@MainActor
package enum RowsLayout {
  package static let rowHeight: CGFloat = 44
  package static let inset: CGFloat = 20

  package static func place(_ node: ViewNode, in rect: CGRect) {
    place(rows: node.layoutElementsBelow, in: rect)
  }

  /// Places `rows` top to bottom in `rect`; returns each row's whole rectangle.
  @discardableResult
  package static func place(rows: [ViewNode], in rect: CGRect) -> [CGRect] {
    var rowRects: [CGRect] = []
    var y = rect.minY + 35
    for row in rows {
      let width = max(0, rect.width - 2 * inset)
      let size = row.sizeThatFits(ProposedViewSize(width: width, height: nil))
      let height = max(rowHeight, size.height + 22)
      let content = CGRect(
        x: rect.minX + inset, y: y + (height - size.height) / 2, width: min(size.width, width),
        height: size.height)
      if row.view is any RowFillingView {
        // A button fills its row, as the whole row of a form or list takes the tap; its label
        // stays at the leading inset.
        row.place(
          in: CGRect(x: rect.minX, y: y, width: rect.width, height: height), safeArea: .zero)
        ImplicitStack.place(row.layoutElementsBelow, in: content, safeArea: .zero)
      } else {
        row.place(in: content, safeArea: .zero)
      }
      rowRects.append(CGRect(x: rect.minX, y: y, width: rect.width, height: height))
      y += height
    }
    return rowRects
  }
}

extension Form: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 390, height: 600))
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    RowsLayout.place(node, in: rect)
  }
  package func makePlatformView(for node: ViewNode) -> UIView? { HostedListView() }
}
