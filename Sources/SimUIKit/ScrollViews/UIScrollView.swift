public import Foundation

/// A view whose content is larger than its bounds and scrolls under a pan (FIDELITY 14.12, 14.13).
///
/// Matches iOS: `contentOffset` is `bounds.origin`, so hit-testing and conversions account for
/// scrolling; the pan recognizer is attached to the scroll view itself; touch-downs are held back from
/// the content while a scroll may start (`delaysContentTouches`), and content touches are cancelled
/// when it does (`canCancelContentTouches`, `touchesShouldCancel(in:)`). Two private
/// `_UIScrollViewScrollIndicator` subviews sit at alpha 0, as on a device since iOS 13, so
/// `subviews` is not only your content.
///
/// Scrolling stops at the content's edges (no bounce), and deceleration is one step on the virtual
/// clock; see ``UIScrollView/decelerationDuration``.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How the safe area adds to ``contentInset`` (FIDELITY 14.13).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Like `.scrollableAxes`, and always vertical inside a navigation controller (the default).
    case automatic
    /// The safe area is added on axes that scroll.
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added.
    case always
  }

  /// The size of the content. Default: zero.
  open var contentSize: CGSize = .zero
  /// Extra space around the content. Default: zero.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
  }
  /// How the safe area adds to the insets. Default: `.automatic`.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Whether touch-downs are held back from the content until it is clear they are not a scroll.
  /// Default: true (FIDELITY 14.12).
  open var delaysContentTouches = true
  /// Whether a scroll cancels touches the content is tracking. Default: true (FIDELITY 14.12).
  open var canCancelContentTouches = true
  /// Whether the user can scroll. Default: true.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether the content bounces at its edges. The simulator never bounces; this is kept for code
  /// that sets it.
  open var bounces = true
  /// Whether vertical bouncing is allowed even when the content is shorter than the view.
  open var alwaysBounceVertical = false
  /// Whether horizontal bouncing is allowed even when the content is narrower than the view.
  open var alwaysBounceHorizontal = false
  /// Whether scrolling to the top by tapping the status bar is allowed. Default: true.
  open var scrollsToTop = true
  /// The scroll view's delegate, held weakly.
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The recognizer for the scrolling pan, attached to the scroll view (FIDELITY 14.13).
  public let panGestureRecognizer: UIPanGestureRecognizer
  /// Whether the user has touched the content and may be about to scroll.
  public internal(set) var isTracking = false
  /// Whether the user is dragging the content.
  public internal(set) var isDragging = false
  /// Whether the content is moving after the finger lifted.
  public internal(set) var isDecelerating = false
  /// How long the simulator's deceleration lasts on the virtual clock, in seconds: the content
  /// reaches its resting offset in one step at the end. Default: 0.5.
  open var decelerationDuration: TimeInterval = 0.5
  /// The deceleration rate per millisecond, UIKit's `.normal` by default (0.998).
  open var decelerationRate: CGFloat = 0.998

  var dragStartOffset: CGPoint = .zero
  var restingTopInset: CGFloat = 0
  var decelerationGeneration = 0
  /// The drag of the sheet this scroll view is in, while it shares a touch with it (FIDELITY 14.19).
  weak var sheetInteraction: SheetInteraction?

  /// Creates a scroll view with its pan recognizer and its hidden scroll indicators.
  public override init(frame: CGRect) {
    panGestureRecognizer = UIScrollViewPanGestureRecognizer()
    super.init(frame: frame)
    clipsToBounds = true
    panGestureRecognizer.internalAction = { [unowned self] recognizer in
      self.handlePan(recognizer as? UIPanGestureRecognizer ?? self.panGestureRecognizer)
    }
    addGestureRecognizer(panGestureRecognizer)
    for _ in 0..<2 {
      let indicator = UIView(frame: .zero)
      indicator.showAs(className: "_UIScrollViewScrollIndicator")
      indicator.alpha = 0
      indicator.isScrollIndicator = true
      addSubview(indicator)
    }
  }

  /// Creating scroll views from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The point of the content at the view's top-left corner: the bounds' origin (FIDELITY 14.13).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      setNeedsLayout()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Scrolls to `contentOffset`. The simulator moves at once; `animated` is ignored.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The content inset plus the safe area, as ``contentInsetAdjustmentBehavior`` says.
  public var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
    let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
    case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Keeps a scroll view resting at its top edge there when the safe area changes its insets, as
  /// UIKit does for a table under the status bar.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let top = adjustedContentInset.top
    if !isDragging, !isDecelerating, contentOffset.y == -restingTopInset {
      bounds.origin.y = -top
    }
    restingTopInset = top
  }

  /// Whether the content receives a touch. Default: true (FIDELITY 14.12).
  open func touchesShouldBegin(
    _ touches: Set<UITouch>, with event: UIEvent?, in view: UIView
  ) -> Bool { true }

  /// Whether a scroll may cancel the touches `view` is tracking. Default: true unless `view` is a
  /// `UIControl` (FIDELITY 14.12).
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// The scroll view without the indicators it made, for a rebuilt dump that lists its own.
  package func withoutOwnScrollIndicators() -> Self {
    for indicator in subviews where indicator.isScrollIndicator { indicator.removeFromSuperview() }
    return self
  }

  /// The content subviews: `subviews` without the private scroll indicators.
  package var contentSubviews: [UIView] { subviews.filter { !$0.isScrollIndicator } }
}

/// The scroll view's own pan recognizer, under UIKit's private class name.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {}
