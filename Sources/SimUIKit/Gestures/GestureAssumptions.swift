public import Foundation

/// Switches for the touch-delivery behaviours FIDELITY section 14 marks as UNCONFIRMED, and the
/// simulator's figures for private thresholds. `docs/fidelity.md` names the fact behind each.
public struct GestureAssumptions: Hashable, Sendable {
  /// Whether a tap recognizer's action comes before the view's `touchesCancelled` when it recognizes
  /// at touch-up (FIDELITY 14.3, 14.4; two logs and decompiled code). Default: true. A recognizer
  /// that recognizes while the finger is down always cancels first.
  public var recognizedAtTouchUpActsBeforeCancelling = true

  /// Whether the hit-test views are asked `gestureRecognizerShouldBegin(_:)` only when the recognizer
  /// cancels touches in its view (FIDELITY 14.6, 14.10; decompiled code). Default: true, so a
  /// recognizer with `cancelsTouchesInView = false` over a button is not vetoed by it.
  public var viewsAskedOnlyWhenCancellingTouches = true

  /// What a recognizer that waits for another to fail reads for `state` (FIDELITY 14.9). Default:
  /// `.possible`, as Apple's `require(toFail:)` page says; `.ended` is what decompiled code stores.
  public var waitingRecognizerState: UIGestureRecognizer.State = .possible

  /// How long a multiple-tap recognizer waits for the next tap, in seconds (FIDELITY 14.9: private,
  /// about 0.3–0.35 s). Default: 0.35.
  public var multipleTapInterval: TimeInterval = 0.35

  /// How far a finger moves before a pan begins, in points (the simulator's figure). Default: 10.
  public var panHysteresis: CGFloat = 10

  /// How far a swipe must travel, in points (the simulator's figure). Default: 50.
  public var swipeMinimumDistance: CGFloat = 50

  /// How long a swipe may take, in seconds (the simulator's figure). Default: 0.5.
  public var swipeMaximumDuration: TimeInterval = 0.5

  /// How long a scroll view holds back a touch-down from its content when `delaysContentTouches`
  /// is true, in seconds (FIDELITY 14.12: blog lore says about 150 ms). Default: 0.15.
  public var scrollViewTouchDelay: TimeInterval = 0.15

  /// Which recognizers of another view `UIButton.gestureRecognizerShouldBegin(_:)` refuses, so the
  /// button keeps its tap (FIDELITY 14.10: UIKit's method body was not found).
  public enum ButtonRecognizerRule: String, Hashable, Sendable, CaseIterable {
    /// A `UITapGestureRecognizer` with one tap and one touch, as a private UIKit view does for its
    /// own override (the default).
    case oneFingerSingleTap
    /// Any `UITapGestureRecognizer`, whatever its tap and touch counts.
    case anyTap
    /// None: the button defers to `UIView`, which answers yes, so it is no better protected than a
    /// plain `UIControl`.
    case deferToSuper
  }

  /// Which recognizers of another view a `UIButton` refuses. Default:
  /// ``ButtonRecognizerRule/oneFingerSingleTap``. A recognizer on the button itself is never refused.
  public var buttonRecognizerRule: ButtonRecognizerRule = .oneFingerSingleTap

  /// Which hit-test views stop a tap from selecting a table or collection row (FIDELITY 14.16).
  public enum RowSelectionBlocker: String, Hashable, Sendable, CaseIterable {
    /// A `UIControl`, or a view inside one (the default).
    case controls
    /// A control, or any view with a gesture recognizer of its own between it and the cell.
    case controlsAndViewsWithRecognizers
  }

  /// Which hit-test views stop a tap from selecting its row. Default: ``RowSelectionBlocker/controls``.
  public var rowSelectionBlocker: RowSelectionBlocker = .controls

  /// Whether a tapped row's `tableView(_:willSelectRowAt:)` waits for the main queue, as
  /// `didSelectRowAt` does, instead of being asked at the touch-up (FIDELITY 14.15: unconfirmed).
  /// Default: false.
  public var willSelectRowAtIsDeferred = false

  /// Whether a cell whose row or item scrolled out, or was reloaded, stays a hidden subview of its
  /// table or collection while it waits for reuse, rather than leaving it (FIDELITY 14.17:
  /// unconfirmed; iOS 26.1 has a private `_setHiddenForReuse:`). Then a reused cell already has a
  /// superview inside `cellForRowAt`. Default: false.
  public var reusableCellsStayInContainer = false

  /// Which private views a table cell is made of, and what lies between a table and its cells, by
  /// the iOS versions whose dumps show them (FIDELITY 14.14: the class names are MEDIUM).
  public enum TableCellHierarchy: String, Hashable, Sendable, CaseIterable {
    /// iOS 14–26: a cell holds a `_UISystemBackgroundView` (with a `UIView` inside), its
    /// `UITableViewCellContentView` and two `_UITableViewCellSeparatorView`s, and is a direct
    /// subview of its table (the default).
    case iOS14Through26
    /// iOS 11–13: the same without `_UISystemBackgroundView`.
    case iOS11Through13
    /// iOS 7–10: as iOS 11–13, with the cells inside a `UITableViewWrapperView` between them and
    /// the table, so a cell's `next` is the wrapper, and the wrapper's the table (FIDELITY 1.2).
    case iOS7Through10
  }

  /// Which private views a table cell is made of, read when the cell is made; which view holds a
  /// table's cells, read at its layout. Default: ``TableCellHierarchy/iOS14Through26``.
  public var tableCellHierarchy: TableCellHierarchy = .iOS14Through26

  /// When a scroll view inside a sheet hands a drag over to the sheet (FIDELITY 14.19: unconfirmed).
  public enum SheetScrollHandOver: String, Hashable, Sendable, CaseIterable {
    /// Move by move: a drag down scrolls the content to its top edge, then moves the sheet, in the
    /// same drag (the default).
    case duringDrag
    /// Once, at the drag's first move: the sheet takes the whole drag if the content was at its top
    /// edge (and, going up, the sheet could grow), else the content does.
    case atDragStart
  }

  /// When a scroll view inside a sheet hands a drag over to the sheet. Default:
  /// ``SheetScrollHandOver/duringDrag``.
  public var sheetScrollHandOver: SheetScrollHandOver = .duringDrag

  /// Which scroll views share a drag with the sheet when a touch lands in scroll views nested
  /// inside it (FIDELITY 14.19: the exact rule is unconfirmed).
  public enum SheetNestedScrollHandOver: String, Hashable, Sendable, CaseIterable {
    /// Only the scroll view nearest to the touch: when it cannot scroll further, the sheet moves,
    /// and the scroll views around it never do (the default).
    case nearestOnly
    /// The nearest scroll view that can still scroll in the drag's direction, then the ones
    /// around it, outwards; the sheet moves when none can. Going up, the sheet grows only while
    /// every one of them is at its top edge.
    case nearestThatCanScroll
  }

  /// Which scroll views share a drag with the sheet when they are nested. Default:
  /// ``SheetNestedScrollHandOver/nearestOnly``.
  public var sheetNestedScrollHandOver: SheetNestedScrollHandOver = .nearestOnly

  /// What a sheet does when the finger drags it above its largest detent (FIDELITY 14.19, 4.4:
  /// unconfirmed).
  public enum SheetAboveLargestDetent: String, Hashable, Sendable, CaseIterable {
    /// It stretches with the rubber-band curve and extent of a refused pull-down (FIDELITY 4.4),
    /// and springs back at release (the default).
    case rubberBands
    /// It stops at its largest detent.
    case stops
  }

  /// What a sheet does when dragged above its largest detent. Default:
  /// ``SheetAboveLargestDetent/rubberBands``.
  public var sheetAboveLargestDetent: SheetAboveLargestDetent = .rubberBands

  /// Creates the default set.
  public init() {}
}
