public import Foundation

/// The delegate of a sheet presentation controller.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Sent when the user changed the selected detent, never for changes made in code (FIDELITY 6.5).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Not implemented.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    DelegateImplementationProbe.noteDefaultUsed()
  }
}

/// The presentation controller of a sheet: detents, dimming, the grabber and the user's drag
/// (FIDELITY 2.2–2.3, 4.2–4.8, 6).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at, smallest first. Default: `[.large()]`; an empty array is refused
  /// (FIDELITY 6.1).
  public var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        simulation.record(
          UIKitFault(
            exceptionName: UIKitFault.invalidArgument,
            reason: "The detents array of \(objectName) must not be empty.",
            fix: "give at least one detent, such as [.large()] (FIDELITY 6.1)."))
        detents = oldValue
        return
      }
      layoutSheet()
    }
  }

  /// The detent the sheet rests at; nil means the smallest (FIDELITY 6.4). Changing it in code sends
  /// no delegate call (FIDELITY 6.5).
  public var selectedDetentIdentifier: Detent.Identifier? {
    didSet {
      trace(
        .presentation,
        "selectedDetentIdentifier = \(selectedDetentIdentifier.map { "\($0)" } ?? "nil")")
      layoutSheet()
    }
  }

  /// The largest detent without dimming; nil dims at every detent (FIDELITY 6.6).
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { layoutSheet() }
  }

  /// Whether the grabber is shown. Default: false (FIDELITY 6.7).
  public var prefersGrabberVisible = false {
    didSet { layoutSheet() }
  }

  /// The sheet's corner radius; nil uses the system's.
  public var preferredCornerRadius: CGFloat?

  /// Whether scrolling the sheet's content at its edge grows the sheet to the next detent first.
  /// Default: true.
  public var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether a page sheet takes the page size, the readable width, on a regular-width tablet; false
  /// gives it form-sheet sizing, which follows `preferredContentSize` (iOS 17, FIDELITY 12.22).
  /// Default: true. A form sheet keeps its form-sheet sizing either way (an assumption).
  public var prefersPageSizing = true {
    didSet { layoutSheet() }
  }

  /// Whether the sheet stays attached to the bottom edge in compact height; false gives it a
  /// full-screen look there (iOS 15, FIDELITY 12.12, 12.22). Default: false.
  public var prefersEdgeAttachedInCompactHeight = false {
    didSet { layoutSheet() }
  }

  /// Whether an edge-attached sheet in compact height is as wide as `preferredContentSize` instead
  /// of the container's safe area; no effect in compact width with regular height, or when
  /// ``prefersEdgeAttachedInCompactHeight`` is false (iOS 15, FIDELITY 12.22). Default: false.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
    didSet { layoutSheet() }
  }

  /// Applies changes made in `changes` to the sheet, as an animation in UIKit.
  public func animateChanges(_ changes: () -> Void) {
    changes()
    layoutSheet()
  }

  /// The sheet's frame view, the dimming view and the wrapper around the presented view.
  package private(set) var dropShadowView: UIDropShadowView?
  package private(set) var dimmingView: UIDimmingView?
  package private(set) var grabberView: _UIGrabber?
  private var wrapperView: UIView?
  package var drag: SheetDrag?
  /// The sheet's own drag by touches, on its drop-shadow view (FIDELITY 14.19).
  package private(set) lazy var sheetInteraction = SheetInteraction(sheet: self)

  // MARK: - Geometry

  private var containerBounds: CGRect {
    containerView?.bounds ?? simulation.screen.bounds
  }

  /// The resolution context of the sheet's container (FIDELITY 6.3).
  package var resolutionContext: any UISheetPresentationControllerDetentResolutionContext {
    let bounds = containerBounds
    let top = simulation.screen.safeAreaInsets.top + 10
    // A detent's value excludes the bottom safe area of an edge-attached sheet (FIDELITY 6.3).
    return SheetResolutionContext(
      containerTraitCollection: traitCollection,
      maximumDetentValue: bounds.height - top - bottomSafeArea, containerHeight: bounds.height)
  }

  /// The active detents with their heights, smallest first; inactive detents are left out (6.2, 6.3).
  /// A sheet whose frame detents do not change (a tablet's form or page sheet, the full-screen look
  /// of compact height) rests at its largest detent, at its frame's height (an assumption).
  package var activeDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
    let context = resolutionContext
    var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
    for detent in detents {
      if let value = detent.resolvedValue(in: context) {
        resolved.append((detent.identifier, value))
      }
    }
    resolved.sort { $0.height < $1.height }
    guard case .fixed(let frame) = sheetLayout else { return resolved }
    return [(resolved.last?.identifier ?? .large, frame.height)]
  }

  /// The identifier of the detent the sheet rests at: the selected one if active, else the smallest
  /// (FIDELITY 6.4).
  public var currentDetentIdentifier: Detent.Identifier? {
    let active = activeDetents
    if let selected = selectedDetentIdentifier,
      active.contains(where: { $0.identifier == selected })
    {
      return selected
    }
    return active.first?.identifier
  }

  /// The sheet's height at rest.
  package var restingHeight: CGFloat {
    let active = activeDetents
    return active.first { $0.identifier == currentDetentIdentifier }?.height
      ?? active.first?.height ?? resolutionContext.maximumDetentValue
  }

  /// The bottom safe-area inset, which an edge-attached sheet's frame adds to its detent's value.
  private var bottomSafeArea: CGFloat { simulation.screen.safeAreaInsets.bottom }

  /// The y of the sheet's top edge, in the container, for a detent value of `height`: the frame is
  /// the value plus the bottom safe area (787 points tall at `.large` on the default phone). A sheet
  /// of fixed frame keeps its bottom edge.
  package func top(forHeight height: CGFloat) -> CGFloat {
    switch sheetLayout {
    case .edgeAttached: containerBounds.height - height - bottomSafeArea
    case .fixed(let frame): frame.maxY - height
    }
  }

  /// The sheet's frame in the container with its top edge at `top`.
  private func sheetFrame(top: CGFloat) -> CGRect {
    switch sheetLayout {
    case .edgeAttached(let minX, let width):
      CGRect(x: minX, y: top, width: width, height: max(0, containerBounds.height - top))
    case .fixed(let frame):
      CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height)
    }
  }

  /// Whether the sheet is dimmed at the given detent (FIDELITY 6.6).
  package func isDimmed(at identifier: Detent.Identifier?) -> Bool {
    guard let undimmed = largestUndimmedDetentIdentifier else { return true }
    let active = activeDetents
    guard let limit = active.first(where: { $0.identifier == undimmed })?.height,
      let current = active.first(where: { $0.identifier == identifier })?.height
    else { return true }
    return current > limit
  }

  /// The sheet's frame at rest: the phone's card at its detent in compact width; on a
  /// regular-width tablet a centred form sheet or a page sheet (FIDELITY 12.21, 12.22); in compact
  /// height the whole container unless edge-attached (FIDELITY 12.12, 12.22).
  public override var frameOfPresentedViewInContainerView: CGRect {
    sheetFrame(top: top(forHeight: restingHeight))
  }

  // MARK: - Views (FIDELITY 3.12)

  override package func buildContainerContent(_ container: UITransitionView, presentedView: UIView)
  {
    let dimming = UIDimmingView(frame: container.bounds)
    dimming.backgroundColor = .dimming
    dimming.presentationController = self
    let shadow = UIDropShadowView(frame: frameOfPresentedViewInContainerView)
    shadow.addGestureRecognizer(sheetInteraction.panGestureRecognizer)
    let rounded = _UIRoundedRectShadowView(frame: shadow.bounds)
    let wrapper = UIView(frame: shadow.bounds)
    presentedView.frame = wrapper.bounds
    wrapper.addSubview(presentedView)
    shadow.addSubview(rounded)
    shadow.addSubview(wrapper)
    let grabber = _UIGrabber(
      frame: CGRect(x: (shadow.bounds.width - 36) / 2, y: 5, width: 36, height: 5))
    shadow.addSubview(grabber)
    container.addSubview(dimming)
    container.addSubview(shadow)
    dimmingView = dimming
    dropShadowView = shadow
    wrapperView = wrapper
    grabberView = grabber
    if let layout = sheetLayoutDescription { trace(.presentation, layout) }
    layoutSheet()
  }

  /// Places the sheet at its detent (or where the finger holds it) and updates dimming and grabber.
  package func layoutSheet(top dragTop: CGFloat? = nil) {
    guard let shadow = dropShadowView, let wrapper = wrapperView else { return }
    let restingTop = top(forHeight: restingHeight)
    let sheetTop = dragTop ?? restingTop
    shadow.frame = sheetFrame(top: sheetTop)
    for view in shadow.subviews where view !== grabberView {
      view.frame = CGRect(origin: .zero, size: shadow.frame.size)
    }
    grabberView?.frame = CGRect(x: (shadow.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    wrapper.subviews.first?.frame = wrapper.bounds
    let dimmed = isDimmed(at: currentDetentIdentifier)
    dimmingView?.alpha = dimmed ? 1 : 0
    dimmingView?.isUserInteractionEnabled = dimmed
    (containerView as? UITransitionView)?.passesTouchesThrough = !dimmed
    let coveredBySheet = presentedViewController.presentedChild != nil
    // Hidden when the sheet looks full screen in compact height (FIDELITY 6.7).
    let fullScreenLook = sheetLayout == .fixed(containerBounds)
    grabberView?.isHidden = !prefersGrabberVisible || coveredBySheet || fullScreenLook
  }
}

// MARK: - The private classes (FIDELITY 2.3)

/// UIKit's private sheet class.
open class _UISheetPresentationController: UISheetPresentationController {}

/// UIKit's private form-sheet class; on a phone it behaves as a page sheet.
open class _UIFormSheetPresentationController: _UISheetPresentationController {}

/// The runtime class of a page sheet (FIDELITY 2.3).
public final class _UIPageSheetPresentationController: _UIFormSheetPresentationController {}

/// The dimming view under a sheet: it blocks touches to the presenter unless the detent is undimmed
/// (FIDELITY 6.6, 9.5), and a tap on it may dismiss the sheet (FIDELITY 4.8).
public final class UIDimmingView: UIView {
  package weak var presentationController: UISheetPresentationController?

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    presentationController?.dimmingViewWasTapped()
  }
}

/// The rounded background of a sheet (FIDELITY 3.12).
public final class _UIRoundedRectShadowView: UIView {}

/// The grabber at the top of a sheet (FIDELITY 6.7).
public final class _UIGrabber: UIView {}
