import Foundation

/// The rows of a list after its latest layout, and the row whose Delete button is showing.
@MainActor
package final class ListRowsState {
  /// The rows, top to bottom.
  var rows: [ViewNode] = []
  /// Each row's whole rectangle, in hosting-view coordinates.
  var rowRects: [CGRect] = []
  /// The row whose trailing Delete button shows, and the action it runs.
  var revealed: (row: ObjectIdentifier, delete: @MainActor () -> Void)?
  /// Whether the user chose the selection since the list's last update.
  var userSelected = false
}

/// How a list finds, selects and deletes its rows.
@MainActor
package enum ListRowActions {
  /// The width of a trailing swipe action's button, as UIKit draws a single one.
  package static let deleteButtonWidth: CGFloat = 74

  static func state(of node: ViewNode) -> ListRowsState {
    if let state = node.primitiveState as? ListRowsState { return state }
    let state = ListRowsState()
    node.primitiveState = state
    return state
  }

  /// The Delete button to draw over the revealed row, if one is revealed.
  static func revealedDeleteAction(of node: ViewNode) -> RowDeleteButton? {
    guard let revealed = (node.primitiveState as? ListRowsState)?.revealed else { return nil }
    return RowDeleteButton(action: revealed.delete)
  }

  /// Lays the rows out as a form's, and the Delete button over the revealed row's trailing edge.
  static func place(_ node: ViewNode, in rect: CGRect) {
    let state = state(of: node)
    let elements = node.layoutElementsBelow
    let button = elements.first { $0.view is RowDeleteButton }
    state.rows = elements.filter { $0.view is RowDeleteButton == false }
    state.rowRects = RowsLayout.place(rows: state.rows, in: rect)
    guard let button else { return }
    guard let revealed = state.revealed,
      let index = state.rows.firstIndex(where: { ObjectIdentifier($0) == revealed.row })
    else {
      button.place(in: .zero, safeArea: .zero)
      return
    }
    let row = state.rowRects[index]
    button.place(
      in: CGRect(
        x: row.maxX - deleteButtonWidth, y: row.minY, width: deleteButtonWidth,
        height: row.height), safeArea: .zero)
  }

  /// The index of the row at `point` (hosting-view coordinates), if any.
  static func row(at point: CGPoint, in node: ViewNode) -> Int? {
    (node.primitiveState as? ListRowsState)?.rowRects.firstIndex { $0.contains(point) }
  }

  /// The selection value of `row`: the nearest `tag(_:)` between it and the list, else the id of
  /// the `ForEach` element it belongs to.
  static func selectionValue(of row: ViewNode, in list: ViewNode) -> AnyHashable? {
    var current: ViewNode? = row
    while let node = current, node !== list {
      if let tagged = node.view.asModifiedContent?.modifierValue as? any TagCarrying {
        return tagged.anyTag
      }
      if let parent = node.parent, parent.view is any ForEachMarker { return node.key }
      current = node.parent
    }
    return nil
  }

  /// The delete action for `row` and the row's offset in its `ForEach`, if the `ForEach` has
  /// `onDelete(perform:)`.
  static func deletion(of row: ViewNode, in list: ViewNode) -> (
    action: (IndexSet) -> Void, offset: Int
  )? {
    var current: ViewNode? = row
    while let node = current, node !== list {
      if let forEach = node.parent, forEach.view is any ForEachMarker {
        guard
          let action = (forEach.parent?.view.asModifiedContent?.modifierValue as? any RowDeleting)?
            .deleteAction,
          let offset = forEach.children.filter({ !$0.isRemoving }).firstIndex(where: {
            $0 === node
          })
        else { return nil }
        return (action, offset)
      }
      current = node.parent
    }
    return nil
  }

  /// A tap on row `index`: hides a revealed Delete button, else selects the row.
  static func tap(row index: Int, in list: ViewNode, selection: ListSelection?) {
    let state = state(of: list)
    if state.revealed != nil {
      hideDeleteButton(in: list)
      return
    }
    guard let selection, state.rows.indices.contains(index) else { return }
    let row = state.rows[index]
    guard let value = selectionValue(of: row, in: list) else {
      list.graph.simulation.warn(
        "List: the tapped row \"\(row.textContent)\" has no tag and is not a ForEach element: it cannot be selected."
      )
      return
    }
    list.graph.host?.trace(.gesture, "List selects row \(index + 1) (\(value.base))")
    state.userSelected = true
    if !selection.select(value) {
      state.userSelected = false
      list.graph.simulation.warn(
        "List: the row \"\(row.textContent)\" is tagged with a \(type(of: value.base)), which is not the type of the list's selection: selecting it changes nothing."
      )
    }
  }

  /// A swipe to the left across `distance` points of row `index`, of a list `width` wide.
  static func swipeLeft(row index: Int, distance: CGFloat, width: CGFloat, in list: ViewNode) {
    let state = state(of: list)
    guard state.rows.indices.contains(index) else { return }
    let row = state.rows[index]
    guard let deletion = deletion(of: row, in: list) else {
      list.graph.host?.trace(.gesture, "List row \(index + 1) has no swipe actions")
      return
    }
    let delete: @MainActor () -> Void = { [weak list] in
      guard let list else { return }
      hideDeleteButton(in: list)
      list.graph.host?.trace(.gesture, "List deletes row \(deletion.offset + 1)")
      deletion.action(IndexSet(integer: deletion.offset))
    }
    if distance > width * 0.6 {
      // A full swipe performs the first trailing action, as UIKit's swipe actions do by default.
      delete()
      return
    }
    state.revealed = (ObjectIdentifier(row), delete)
    list.graph.host?.trace(.gesture, "List row \(index + 1) shows its Delete button")
    list.invalidate(transaction: Transaction())
  }

  static func hideDeleteButton(in list: ViewNode) {
    let state = state(of: list)
    guard state.revealed != nil else { return }
    state.revealed = nil
    list.invalidate(transaction: Transaction())
  }
}

/// The Delete button a swiped row shows at its trailing edge.
package struct RowDeleteButton: View {
  let action: @MainActor () -> Void
  /// A primitive view has no body.
  package typealias Body = Never
}

extension RowDeleteButton: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    CGSize(width: ListRowActions.deleteButtonWidth, height: RowsLayout.rowHeight)
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}
  package func makePlatformView(for node: ViewNode) -> UIView? { HostedButtonView() }
  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let button = view as? HostedButtonView else { return }
    button.title = "Delete"
    button.accessibilityLabel = "Delete"
    button.backgroundColor = .red
    button.action = action
  }
}

/// The UIKit view that draws a `Form` or a `List` (UIKit's own is a collection view). In a list, a
/// tap on a row selects it and a swipe to the left shows or runs the row's Delete action.
public final class HostedListView: UIView {
  weak var node: ViewNode?
  var selection: ListSelection?
  private var touchStart: CGPoint?

  /// Notes where a touch starts.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchStart = touches.first.map { $0.location(in: self) }
  }

  /// Forgets a cancelled touch.
  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchStart = nil
  }

  /// Ends a tap (select) or a swipe to the left (delete).
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let start = touchStart, let end = touches.first?.location(in: self), let node else {
      return
    }
    touchStart = nil
    let startInHost = CGPoint(x: start.x + node.frame.minX, y: start.y + node.frame.minY)
    guard let index = ListRowActions.row(at: startInHost, in: node) else {
      ListRowActions.hideDeleteButton(in: node)
      return
    }
    let dx = end.x - start.x
    let dy = end.y - start.y
    if dx < -30, abs(dy) < abs(dx) {
      ListRowActions.swipeLeft(row: index, distance: -dx, width: bounds.width, in: node)
    } else if abs(dx) < 10, abs(dy) < 10 {
      ListRowActions.tap(row: index, in: node, selection: selection)
    }
  }
}
