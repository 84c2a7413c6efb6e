public import Foundation

/// The sides a popover's arrow may point to.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits, as in UIKit.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The arrow points up: the popover is below its anchor.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover is above its anchor.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover is right of its anchor.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover is left of its anchor.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction (the default, FIDELITY 12.17).
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not yet known: before presentation (FIDELITY 12.17).
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)

  /// `up`, `down`, `left`, `right`, `any`, `unknown` or `none`.
  public var description: String {
    if self == .unknown { return "unknown" }
    if self == .any { return "any" }
    if isEmpty { return "none" }
    return [(Self.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

/// What a popover can be anchored to: a view or a bar button item (iOS 16, FIDELITY 12.15).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// The presentation controller of a `.popover` presentation (FIDELITY 12.5, 12.11–12.20).
///
/// In a regular-width environment the popover shows next to its anchor, with an arrow; in a compact
/// one it adapts to a sheet unless its delegate answers `.none` (FIDELITY 12.9, 12.11). Its content
/// is horizontally compact even on a tablet (FIDELITY 12.5).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at (FIDELITY 12.15).
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at; `CGRect.null` (the default since iOS 13.2)
  /// means the view's bounds (FIDELITY 12.15).
  open var sourceRect: CGRect = .null
  /// The bar button item the popover points at (deprecated in iOS 16 for ``sourceItem``).
  open var barButtonItem: UIBarButtonItem?
  /// The item the popover points at: a view or a bar button item (iOS 16, FIDELITY 12.15).
  open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
  /// The directions the arrow may point. Default: ``UIPopoverArrowDirection/any`` (FIDELITY 12.17).
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// The views that stay interactive while the popover is up (FIDELITY 12.19).
  open var passthroughViews: [UIView]?
  /// Whether the popover may cover its anchor. Default: false (FIDELITY 12.15).
  open var canOverlapSourceViewRect = false
  /// The direction the arrow points: `.unknown` before presentation (FIDELITY 12.17).
  open package(set) var arrowDirection: UIPopoverArrowDirection = .unknown
  /// The form sheet this popover becomes in a compact environment (iOS 15, FIDELITY 12.10, 12.11).
  public private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController =
    {
      let sheet = _UIFormSheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)
      sheet.presentationStyle = .formSheet
      return sheet
    }()

  /// The popover's frame in the window, once presented.
  package var popoverFrame: CGRect = .zero
  /// The anchor's rectangle in the window, once presented.
  package var anchorFrame: CGRect = .zero

  /// The content of a popover is horizontally compact (FIDELITY 12.5).
  package override var internalTraitOverrides: UITraitCollection {
    UITraitCollection(horizontalSizeClass: .compact)
  }

  override package func buildContainerContent(
    _ container: UITransitionView, presentedView: UIView
  ) {
    buildPopoverContent(container, presentedView: presentedView)
  }

  /// Whether an anchor is set: a source view, a source item or a bar button item (FIDELITY 12.16).
  package var hasAnchor: Bool { sourceView != nil || sourceItem != nil || barButtonItem != nil }

  /// `_shouldDismiss` with the deprecated fallback (FIDELITY 12.18, 12.20).
  package override func shouldDismiss() -> Bool {
    if isModal {
      trace(.delegate, "isModalInPresentation: presentationControllerShouldDismiss not asked")
      return false
    }
    guard let delegate else { return true }
    let (answer, implemented) = DelegateImplementationProbe.call {
      delegate.presentationControllerShouldDismiss(self)
    }
    if implemented {
      trace(.delegate, "presentationControllerShouldDismiss → \(answer)")
      return answer
    }
    if let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate {
      let (fallback, implemented) = DelegateImplementationProbe.call {
        popoverDelegate.popoverPresentationControllerShouldDismissPopover(self)
      }
      if implemented {
        trace(.delegate, "popoverPresentationControllerShouldDismissPopover → \(fallback)")
        return fallback
      }
    }
    trace(.delegate, "presentationControllerShouldDismiss not implemented → fallback true")
    return true
  }

  /// `presentationControllerDidDismiss`, or the deprecated fallback (FIDELITY 12.18).
  package override func sendDidDismiss() {
    guard let delegate else { return }
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.presentationControllerDidDismiss(self)
    }
    if implemented {
      trace(.delegate, "presentationControllerDidDismiss")
      return
    }
    guard let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate else {
      return
    }
    let (_, fallback) = DelegateImplementationProbe.call {
      popoverDelegate.popoverPresentationControllerDidDismissPopover(self)
    }
    if fallback { trace(.delegate, "popoverPresentationControllerDidDismissPopover") }
  }

  /// A tap outside the popover (FIDELITY 12.19): the gate, then `dismiss(animated: true)` and
  /// `presentationControllerWillDismiss` at once; `presentationControllerDidDismiss` when the
  /// dismissal has finished.
  package func dimmingViewWasTapped() {
    trace(.gesture, "popover dimming view tapped")
    guard !isTransitioning else { return }
    guard shouldDismiss() else {
      if simulation.assumptions.refusedPopoverTapSendsDidAttempt {
        simulation.mainQueue.enqueue(label: "presentationControllerDidAttemptToDismiss") {
          [weak self] in
          self?.sendDidAttemptToDismiss()
        }
      }
      return
    }
    presentingViewController.performDismissal(
      animated: true, interactive: nil,
      completion: { [weak self] in self?.sendDidDismiss() })
    sendWillDismiss()
  }
}

/// The popover of an action-sheet alert on a tablet (FIDELITY 12.16, 12.25).
public final class _UIAlertControllerActionSheetRegularPresentationController:
  UIPopoverPresentationController
{}
