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
/// ``GestureAssumptions/sheetScrollHandOver`` switches it. The sheet stops at its largest detent
/// rather than rubber-banding above it.
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
  /// The scroll view whose pan shares the current touch, if the touch landed in one.
  private weak var scrollView: UIScrollView?
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

  /// A finger went down: the scroll view nearest to it inside the sheet, if any, shares the drag.
  func touchBegan(on view: UIView?) {
    guard let sheetView = panGestureRecognizer.view else { return }
    var current = view
    while let candidate = current, candidate !== sheetView {
      if let found = candidate as? UIScrollView, found.isScrollEnabled {
        scrollView = found
        found.sheetInteraction = self
        return
      }
      current = candidate.superview
    }
  }

  /// The event sequence is over.
  func reset() {
    if scrollView?.sheetInteraction === self { scrollView?.sheetInteraction = nil }
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
    guard let content = sharingScrollView else {
      moveSheet(by: move, sheet: sheet)
      return
    }
    let range = content.contentOffsetRange
    let offset = content.contentOffset.y
    let atTopEdge = offset <= range.min.y
    let canGrow = sheet.currentTop > sheet.largestDetentTop
    let expands = sheet.prefersScrollingExpandsWhenScrolledToEdge && atTopEdge && canGrow
    if sheet.simulation.assumptions.gestures.sheetScrollHandOver == .atDragStart {
      if mover == nil {
        let sheetMoves = move > 0 ? atTopEdge : expands
        mover = sheetMoves ? .sheet : .content
        sheet.trace(
          .gesture,
          "\(sheetMoves ? "the sheet" : content.objectName.description) takes this drag (FIDELITY 14.19)"
        )
      }
      if mover == .sheet { moveSheet(by: move, sheet: sheet) } else { scroll(content, by: -move) }
      return
    }
    if move > 0 {
      // Down: the content back to its top edge first, then the sheet.
      let byContent = min(move, max(0, offset - range.min.y))
      if byContent > 0 { scroll(content, by: -byContent) }
      if move > byContent { moveSheet(by: move - byContent, sheet: sheet) }
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
    if remaining > 0 { scroll(content, by: remaining) }
  }

  private func moveSheet(by move: CGFloat, sheet: UISheetPresentationController) {
    if !isMovingSheet {
      sheet.beginUserDrag()
      guard sheet.drag != nil else { return }
      isMovingSheet = true
      sheetTranslation = 0
    }
    // The sheet stops at its largest detent (UIKit rubber-bands there).
    let highest = sheet.largestDetentTop - (sheet.drag?.startTop ?? sheet.currentTop)
    sheetTranslation = max(highest, sheetTranslation + move)
    sheet.moveUserDrag(to: sheetTranslation)
    lastMoveMovedSheet = true
  }

  private func scroll(_ content: UIScrollView, by distance: CGFloat) {
    let offset = content.contentOffset
    content.contentOffset = content.clampedOffset(CGPoint(x: offset.x, y: offset.y + distance))
    lastMoveMovedSheet = false
  }
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
