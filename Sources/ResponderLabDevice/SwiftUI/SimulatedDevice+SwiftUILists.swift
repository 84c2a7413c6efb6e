import Foundation
public import SimSwiftUI

/// Drivers for SwiftUI's lists and scroll views: delete a row with a swipe, scroll to an id.
extension SimulatedDevice {
  /// Deletes the list row showing `title` as a user does: swipes the row 100 points to the left
  /// (which shows its Delete button), runs the queue until idle and taps Delete.
  public func deleteRow(showing title: String) throws(HandError) {
    guard let label = hand.findView(showing: title) else { throw HandError.noViewShowing(title) }
    var view: UIView? = label
    while let current = view, !(current is HostedListView) { view = current.superview }
    guard let list = view else {
      throw HandError.noViewShowing("a List row showing \"\(title)\"")
    }
    let row = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
    let listFrame = list.convert(list.bounds, to: nil)
    let start = CGPoint(x: listFrame.maxX - 40, y: row.y)
    trace.note("swipe the row \"\(title)\" to the left and tap Delete")
    guard let finger = try hand.touchDown(at: start) else { throw HandError.notOnScreen(title) }
    try hand.move(finger, to: CGPoint(x: start.x - 100, y: row.y))
    try hand.lift(finger)
    runUntilIdle()
    var delete: HostedButtonView?
    window.forEachVisibleView { view in
      if let button = view as? HostedButtonView, button.title == "Delete" { delete = button }
    }
    guard let delete else {
      throw HandError.noViewShowing(
        "a Delete button on the row \"\(title)\" (its ForEach has no onDelete)")
    }
    try hand.tap(delete)
  }

  /// Scrolls the scroll view that holds the SwiftUI view identified by `id` (its `id(_:)`, or its
  /// `ForEach` element's id) until the view shows, lined up at `anchor` as `ScrollViewProxy` does;
  /// then runs the queue until idle.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) throws(HandError) {
    var scrolled = false
    window.forEachVisibleView { view in
      guard !scrolled, let hosting = view as? _UIHostingView, let root = hosting.graph?.root
      else { return }
      scrolled = ScrollTargets.scroll(to: AnyHashable(id), anchor: anchor, below: root)
    }
    guard scrolled else {
      throw HandError.noViewShowing("a view with id \(id) inside a SwiftUI ScrollView")
    }
    trace.note("scroll to \(id)")
    runUntilIdle()
  }
}
