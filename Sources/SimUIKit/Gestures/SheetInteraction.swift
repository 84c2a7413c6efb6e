package import Foundation

/// A sheet's own drag, UIKit's private `_UISheetInteraction` (FIDELITY 14.19): a pan recognizer on
/// the sheet's `UIDropShadowView` that moves the sheet through its detents and towards dismissal,
/// sharing each touch with the pan of the scroll view it lands in.
///
/// A tap never begins a pan, so taps reach the sheet's buttons and rows as anywhere else. A drag on
/// content that does not scroll moves the sheet. A drag in a scroll view is shared, move by move:
/// - down: the content scrolls back to its top edge first; from there the sheet follows the finger
///   (the pull-down of FIDELITY 4), instead of the content bouncing;
/// - up: a sheet pulled down in this drag comes back first; then, if
///   `prefersScrollingExpandsWhenScrolledToEdge` is true and the content is at its top edge, the
///   sheet grows to its largest detent; then the content scrolls.
///
/// Whether the hand-over happens during one drag or is decided when the drag starts is unconfirmed:
/// ``GestureAssumptions/sheetScrollHandOver`` switches it. So is the rule for nested scroll views
/// (``GestureAssumptions/sheetNestedScrollHandOver``: the nearest only, or the nearest that can
/// still scroll, then outwards) and what the sheet does above its largest detent
/// (``GestureAssumptions/sheetAboveLargestDetent``: it rubber-bands, or stops).
@MainActor
package final class SheetInteraction: UIGestureRecognizerDelegate {
  /// Who moves for the rest of a drag, when the hand-over is decided at its start.
  private enum Mover {
    case sheet
    case content
  }

  private weak var sheet: UISheetPresentationController?
  /// The sheet's pan, UIKit's `backgroundGestureRecognizer`.
  package let panGestureRecognizer: UIPanGestureRecognizer
  /// The scroll view whose pan shares the current touch, if the touch landed in one: the nearest.
  private weak var scrollView: UIScrollView?
  /// The scroll views whose content the drag may move, nearest first: the nearest alone, or with
  /// those around it inside the sheet (``GestureAssumptions/sheetNestedScrollHandOver``).
  private var contents: [Weak<UIScrollView>] = []
  /// The finger's vertical translation already shared out in this drag.
  private var sharedTranslation: CGFloat = 0
  /// The part of it the sheet took: where the sheet's drag stands.
  private var sheetTranslation: CGFloat = 0
  private var isMovingSheet = false
  private var mover: Mover?
  /// Whether the last move of the finger moved the sheet rather than the content.
  package private(set) var lastMoveMovedSheet = false

  init(sheet: UISheetPresentationController) {
    self.sheet = sheet
    let pan = SheetPanGestureRecognizer()
    pan.systemRole = "the sheet's drag"
    panGestureRecognizer = pan
    pan.interaction = self
    pan.delegate = self
    pan.internalAction = { [weak self] recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      self?.panned(pan)
    }
  }

  // MARK: - Sharing the touch

  /// Both pans recognize together: the sheet's and the pan of a scroll view inside the sheet.
  package func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
      otherGestureRecognizer === scrollView.panGestureRecognizer,
      let sheetView = panGestureRecognizer.view
    else { return false }
    return scrollView.isDescendant(of: sheetView)
  }

  /// A finger went down: the scroll view nearest to it inside the sheet, if any, shares the drag;
  /// with ``GestureAssumptions/SheetNestedScrollHandOver/nearestThatCanScroll`` the scroll views
  /// around it may take their part too.
  func touchBegan(on view: UIView?) {
    guard let sheetView = panGestureRecognizer.view, let sheet else { return }
    let nested = sheet.simulation.assumptions.gestures.sheetNestedScrollHandOver
    var current = view
    while let candidate = current, candidate !== sheetView {
      if let found = candidate as? UIScrollView, found.isScrollEnabled {
        if scrollView == nil { scrollView = found }
        found.sheetInteraction = self
        contents.append(Weak(found))
        if nested == .nearestOnly { return }
      }
      current = candidate.superview
    }
  }

  /// The event sequence is over.
  func reset() {
    for content in contents where content.object?.sheetInteraction === self {
      content.object?.sheetInteraction = nil
    }
    contents = []
    scrollView = nil
    sharedTranslation = 0
    sheetTranslation = 0
    isMovingSheet = false
    mover = nil
  }

  private func panned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began, .changed:
      share(upTo: pan.translation(in: nil).y)
    case .ended, .cancelled:
      share(upTo: pan.translation(in: nil).y)
      guard isMovingSheet, let sheet else { return }
      isMovingSheet = false
      let velocity = pan.state == .ended && lastMoveMovedSheet ? pan.velocity(in: nil).y : 0
      sheet.endUserDrag(velocity: velocity)
    default:
      break
    }
  }

  /// The scroll view sharing the drag, while its pan is recognizing.
  private var sharingScrollView: UIScrollView? {
    guard let scrollView,
      [.began, .changed, .ended].contains(scrollView.panGestureRecognizer.state)
    else { return nil }
    return scrollView
  }

  /// Shares the finger's move since the last one between the content and the sheet.
  private func share(upTo translation: CGFloat) {
    let move = translation - sharedTranslation
    sharedTranslation = translation
    guard move != 0, let sheet else { return }
    guard let nearest = sharingScrollView else {
      moveSheet(by: move, sheet: sheet)
      return
    }
    let scrolling = contents.compactMap(\.object)
    let atTopEdge = scrolling.allSatisfy { $0.contentOffset.y <= $0.contentOffsetRange.min.y }
    let canGrow = sheet.currentTop > sheet.largestDetentTop
    let expands = sheet.prefersScrollingExpandsWhenScrolledToEdge && atTopEdge && canGrow
    if sheet.simulation.assumptions.gestures.sheetScrollHandOver == .atDragStart {
      if mover == nil {
        let sheetMoves = move > 0 ? atTopEdge : expands
        mover = sheetMoves ? .sheet : .content
        sheet.trace(
          .gesture,
          "\(sheetMoves ? "the sheet" : nearest.objectName.description) takes this drag (FIDELITY 14.19)"
        )
      }
      if mover == .sheet { moveSheet(by: move, sheet: sheet) } else { scroll(scrolling, by: -move) }
      return
    }
    if move > 0 {
      // Down: the content back to its top edge first, then the sheet.
      let left = scroll(scrolling, by: -move)
      if left < 0 { moveSheet(by: -left, sheet: sheet) }
      return
    }
    // Up: a sheet pulled down in this drag first, then a sheet that grows, then the content.
    var remaining = -move
    let back = min(remaining, max(0, sheetTranslation))
    if back > 0 {
      moveSheet(by: -back, sheet: sheet)
      remaining -= back
    }
    if remaining > 0, expands {
      let grow = min(remaining, sheet.currentTop - sheet.largestDetentTop)
      moveSheet(by: -grow, sheet: sheet)
      remaining -= grow
    }
    if remaining > 0 { scroll(scrolling, by: remaining) }
  }

  private func moveSheet(by move: CGFloat, sheet: UISheetPresentationController) {
    if !isMovingSheet {
      sheet.beginUserDrag()
      guard sheet.drag != nil else { return }
      isMovingSheet = true
      sheetTranslation = 0
    }
    switch sheet.simulation.assumptions.gestures.sheetAboveLargestDetent {
    case .rubberBands:
      // The sheet works out the stretch above its largest detent from the whole translation.
      sheetTranslation += move
    case .stops:
      let highest = sheet.largestDetentTop - (sheet.drag?.startTop ?? sheet.currentTop)
      sheetTranslation = max(highest, sheetTranslation + move)
    }
    sheet.moveUserDrag(to: sheetTranslation)
    lastMoveMovedSheet = true
  }

  /// Scrolls the contents by `distance` points (positive moves the content up, towards its bottom
  /// edge), nearest first, each as far as it can go, and returns what none of them could take.
  @discardableResult
  private func scroll(_ contents: [UIScrollView], by distance: CGFloat) -> CGFloat {
    var left = distance
    for content in contents where left != 0 {
      let offset = content.contentOffset
      let range = content.contentOffsetRange
      let target = min(max(offset.y + left, range.min.y), range.max.y)
      let taken = target - offset.y
      if taken != 0 || content === contents.first {
        content.contentOffset = CGPoint(x: offset.x, y: target)
        lastMoveMovedSheet = false
      }
      left -= taken
    }
    return left
  }
}

/// A weak reference, for lists of views an interaction must not keep alive.
struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// The sheet's pan recognizer, printed as UIKit's `UIPanGestureRecognizer`.
final class SheetPanGestureRecognizer: UIPanGestureRecognizer {
  weak var interaction: SheetInteraction?

  override init() {
    super.init()
    showAs(className: "UIPanGestureRecognizer")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    interaction?.touchBegan(on: touches.first?.view)
    super.touchesBegan(touches, with: event)
  }

  override func reset() {
    interaction?.reset()
    super.reset()
  }
}

extension UISheetPresentationController {
  /// The y of the sheet's top edge now: where the finger holds it, else at its detent.
  package var currentTop: CGFloat {
    draggedTop ?? top(forHeight: restingHeight)
  }

  /// The y of the sheet's top edge at its largest active detent.
  package var largestDetentTop: CGFloat {
    top(forHeight: activeDetents.last?.height ?? restingHeight)
  }
}
