/// The leanest honest Swift view: a class per view, as UIKit has, with nothing a simulator of UIKit
/// needs beyond the tree walk and the hit-test.
///
/// The class is `final` and its fields are stored, so that no read dispatches; the parent is a
/// strong `let` and the children a contiguous array, so that a walk or a descent pays what ARC
/// alone costs: a retain and a release of each view it steps to, unless the compiler proves them
/// unneeded. It reads the same properties as `UIView`'s hit-test (hidden, interactive, alpha, frame,
/// bounds), so that the two do the same work per subview tried.
final class FloorView {
  /// The view this one was added to, or nil for the root.
  let parent: FloorView?
  /// The subviews, back to front.
  var children: ContiguousArray<FloorView> = []
  /// The frame's origin and size, in the parent's coordinates.
  let frameX: Double
  let frameY: Double
  let width: Double
  let height: Double
  /// The bounds' origin (the view's own coordinates of its top-left corner).
  let boundsX: Double = 0
  let boundsY: Double = 0
  /// The view's number: its index in breadth-first order.
  let tag: Int
  /// Hit-testing skips hidden views, views with interaction off and views with an alpha below 0.01.
  let isHidden = false
  let isUserInteractionEnabled = true
  let alpha: Float = 1

  init(parent: FloorView?, x: Double, y: Double, width: Double, height: Double, tag: Int) {
    self.parent = parent
    frameX = x
    frameY = y
    self.width = width
    self.height = height
    self.tag = tag
  }

  /// Whether the view takes part in hit-testing, by the rule of `UIView`'s.
  var receivesTouches: Bool { !isHidden && isUserInteractionEnabled && alpha >= 0.01 }

  /// Whether `(x, y)`, in the view's own coordinates, is inside its bounds.
  func contains(x: Double, y: Double) -> Bool {
    x >= boundsX && x < boundsX + width && y >= boundsY && y < boundsY + height
  }

  /// The farthest descendant, itself included, that contains `(x, y)` (in this view's
  /// coordinates), or nil: `UIView`'s rule (front to back, first hit wins, never outside the
  /// bounds), as a loop.
  func hitTest(x: Double, y: Double) -> FloorView? {
    guard receivesTouches, contains(x: x, y: y) else { return nil }
    var view = self
    var x = x
    var y = y
    descending: while true {
      var index = view.children.count
      while index > 0 {
        index -= 1
        let child = view.children[index]
        let localX = x - child.frameX + child.boundsX
        let localY = y - child.frameY + child.boundsY
        guard child.receivesTouches, child.contains(x: localX, y: localY) else { continue }
        view = child
        x = localX
        y = localY
        continue descending
      }
      return view
    }
  }
}
