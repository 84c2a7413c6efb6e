/// Switches for behaviours that FIDELITY.md marks as UNCONFIRMED or version-dependent.
///
/// Each default follows the best evidence; `docs/fidelity.md` names the fact behind each switch.
public struct FidelityAssumptions: Hashable, Sendable {
  /// Which branch of `UIViewController.next` runs (FIDELITY 1.4 and 1.5).
  public enum ViewControllerNextRule: String, Hashable, Sendable, CaseIterable {
    /// The default path of iOS 26.1 (FIDELITY 1.4).
    case defaultPath
    /// The flag-gated cross-scene branch (FIDELITY 1.5).
    case crossScene
  }

  /// Which branch of `UIViewController.next` runs. Default: ``ViewControllerNextRule/defaultPath``.
  public var viewControllerNextRule: ViewControllerNextRule = .defaultPath

  /// Whether a window whose scene is nil answers the application as its `next` (FIDELITY 1.7,
  /// unconfirmed for apps without scenes). Default: true.
  public var windowWithoutSceneForwardsToApplication = true

  /// What a child of a presented controller answers for `presentationController` (FIDELITY 2.4).
  public enum ChildPresentationControllerRule: String, Hashable, Sendable, CaseIterable {
    /// Its presented ancestor's presentation controller (the default; the community relies on it).
    case presentedAncestor
    /// A presentation controller of its own, made on demand (FIDELITY 2.1 read literally).
    case ownOnDemand
  }

  /// What a child of a presented controller answers for `presentationController`. Default:
  /// ``ChildPresentationControllerRule/presentedAncestor``.
  public var childPresentationControllerRule: ChildPresentationControllerRule = .presentedAncestor

  /// Whether a tap on a sheet's dimming view dismisses it, asking `presentationControllerShouldDismiss`
  /// first like a drag (FIDELITY 4.8, unconfirmed). Default: true.
  public var dimmingTapDismissesSheet = true

  /// Which constraint the Auto Layout engine breaks when one cannot be satisfied (FIDELITY 21.2,
  /// unconfirmed). Default: ``BrokenConstraintRule/constraintBeingAdded``.
  public var brokenConstraint: BrokenConstraintRule = .constraintBeingAdded

  /// Which phones keep 20-point side margins on a controller's root view (FIDELITY 21.6, the width
  /// threshold unconfirmed). Default: ``RootViewMinimumMarginsRule/widerOnLargePhones``.
  public var rootViewMinimumMargins: RootViewMinimumMarginsRule = .widerOnLargePhones

  /// Where a nil-targeted action starts when there is no first responder (FIDELITY 11.9). Default:
  /// ``ActionStartWithoutFirstResponder/sender``.
  public var actionStartWithoutFirstResponder: ActionStartWithoutFirstResponder = .sender

  /// Whether the ancestors of a controller that opts out with `performsActionsWhilePresentingModally`
  /// are skipped too (FIDELITY 11.13). Default: false, only the controller is skipped.
  public var presentingOptOutSkipsAncestors = false

  /// Whether key-command collection skips a controller that presents modally and opts out of actions
  /// (FIDELITY 11.13, 11.15). Default: false.
  public var keyCommandsSkipOptedOutPresenters = false

  /// What happens to the presenter's first responder around a presentation (FIDELITY 11.6). Default:
  /// ``PresenterFirstResponderRule/resignAndRestore``.
  public var presenterFirstResponder: PresenterFirstResponderRule = .resignAndRestore

  /// What a sheet at a small detent does when the keyboard comes up for its text field
  /// (FIDELITY 11.23). Default: ``SheetKeyboardDetentRule/expandToLargest``.
  public var sheetKeyboardDetent: SheetKeyboardDetentRule = .expandToLargest

  /// Which controller presents for `show(_:sender:)` without a target inside a presented controller
  /// (FIDELITY 11.18). Default: ``ShowWithoutTargetRule/receiverPresents``.
  public var showWithoutTarget: ShowWithoutTargetRule = .receiverPresents

  /// Whether `targetViewController(forAction:sender:)` walks from a presented controller to its
  /// presenter (FIDELITY 11.20). Default: false, parents only.
  public var targetViewControllerWalksPresenters = false

  /// Whether a controller's first responder, resigned when a push or pop took the controller off
  /// the top of its navigation controller, becomes first responder again when the controller is back
  /// on top (FIDELITY 11.21, the "restore when UIKit can" part). Default: true.
  public var navigationRestoresFirstResponder = true

  /// The software keyboard's height in points on the simulated phone, predictive bar and home
  /// indicator area included (an assumption; FIDELITY 11.22 gives no height). Default: 336.
  public var keyboardHeight: CGFloat = 336

  /// Switches for gesture recognizers, scroll views and tables (FIDELITY 14).
  public var gestures = GestureAssumptions()

  /// Switches for the everyday controls' events (FIDELITY 23).
  public var controls = ControlAssumptions()

  /// Switches for a split view controller at a regular width (FIDELITY 12.26–12.29).
  public var splitViews = SplitViewAssumptions()

  /// Which SDK's adaptation rules apply (FIDELITY 12.11, 12.12). Default:
  /// ``AdaptationEra/iOS13AndLater``.
  public var adaptationEra: AdaptationEra = .iOS13AndLater

  /// What an action-sheet alert presented as a popover without an anchor does (FIDELITY 12.16,
  /// 12.25). Default: ``AnchorlessActionSheetRule/raise``, as up to iOS 18.
  public var anchorlessActionSheet: AnchorlessActionSheetRule = .raise

  /// Whether a tap outside a popover that the delegate or `isModalInPresentation` refuses sends
  /// `presentationControllerDidAttemptToDismiss` (FIDELITY 12.19, 12.20, unconfirmed). Default:
  /// false.
  public var refusedPopoverTapSendsDidAttempt = false

  /// The size of a form sheet on a regular-width tablet whose content gives no
  /// `preferredContentSize` (FIDELITY 12.21, the default sizes per OS version). Default:
  /// ``FormSheetSizeRule/byScreenLongerSide``, as in iOS 26.1.
  public var formSheetSize: FormSheetSizeRule = .byScreenLongerSide

  /// The width in points of a page sheet on a regular-width tablet (FIDELITY 12.21, 12.22: it
  /// follows the readable width; the width on each model is unconfirmed). Default: 704, the
  /// 672-point readable width with a 16-point margin each side. The sheet is never wider than its
  /// window.
  public var pageSheetWidth: CGFloat = 704

  /// Creates the default set of assumptions.
  public init() {}
}

// MARK: - First responder and actions (FIDELITY 11)

extension FidelityAssumptions {
  /// Where a nil-targeted action starts when the key window has no first responder (FIDELITY 11.9).
  public enum ActionStartWithoutFirstResponder: String, Hashable, Sendable, CaseIterable {
    /// At the sender, when it is a responder (the default, FIDELITY 11.9); nowhere otherwise.
    case sender
    /// Nowhere: the action is not handled.
    case nowhere
  }

  /// What happens to the presenter's first responder around a modal presentation (FIDELITY 11.6).
  public enum PresenterFirstResponderRule: String, Hashable, Sendable, CaseIterable {
    /// It resigns when the presentation starts and becomes first responder again after the
    /// dismissal completes (the default).
    case resignAndRestore
    /// It keeps the status throughout.
    case keep
  }

  /// What a sheet at a small detent does when its text field brings up the keyboard (FIDELITY 11.23).
  public enum SheetKeyboardDetentRule: String, Hashable, Sendable, CaseIterable {
    /// The sheet moves to its largest detent (the default).
    case expandToLargest
    /// The sheet keeps its detent and rides on the keyboard.
    case keepDetent
  }

  /// Which controller presents for `show(_:sender:)` with no target from inside a presented
  /// controller (FIDELITY 11.18).
  public enum ShowWithoutTargetRule: String, Hashable, Sendable, CaseIterable {
    /// The receiver presents (UIKit forwards to the top of the stack, as in 3.3); the default.
    case receiverPresents
    /// The window's root view controller presents, as Apple's page says.
    case windowRootPresents
  }
}

// MARK: - Adaptivity (FIDELITY 12)

extension FidelityAssumptions {
  /// The SDK generation whose adaptation rules apply (FIDELITY 12.11, 12.12).
  public enum AdaptationEra: String, Hashable, Sendable, CaseIterable {
    /// iOS 13 and later: popovers adapt to form sheets; form and page sheets do not adapt.
    case iOS13AndLater
    /// Apps built with an older SDK: popovers, form and page sheets become full screen in
    /// compact width.
    case beforeIOS13
  }

  /// The size of a form sheet on a regular-width tablet when its content gives no
  /// `preferredContentSize` (FIDELITY 12.21).
  public enum FormSheetSizeRule: String, Hashable, Sendable, CaseIterable {
    /// iOS 26.1 (`defaultFormSheetSizeForScreenSize:`), by the screen's longer side: 540 × 600 up to
    /// 1024 points, 580 × 640 over 1024 and under 1590, 620 × 680 from 1590 (the default).
    case byScreenLongerSide
    /// 540 × 620 on every screen, as iOS 7 to 12 are remembered (low confidence, not re-checked).
    case fixed540x620
  }

  /// What an anchorless action sheet does where it would be a popover (FIDELITY 12.16, 12.25).
  public enum AnchorlessActionSheetRule: String, Hashable, Sendable, CaseIterable {
    /// UIKit raises `NSGenericException` (iOS 8 to 18); the simulator refuses with a fault.
    case raise
    /// The sheet is presented as an alert (iOS 26 with the new design, unconfirmed).
    case presentAsAlert
  }
}
