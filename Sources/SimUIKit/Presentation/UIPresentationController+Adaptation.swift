import Foundation

// Adaptive presentation (FIDELITY 12.7–12.13): at presentation, UIKit asks the delegate which style
// to adapt to for the environment's traits, falls back to the presentation controller's default,
// and, when the answer needs another class of presentation controller, makes it, tells the delegate
// and presents with it.
extension UIPresentationController {
  /// The style this presentation adapts to in a horizontally compact environment (FIDELITY 12.7).
  public var adaptivePresentationStyle: UIModalPresentationStyle {
    adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
  }

  /// The style this presentation adapts to for `traitCollection`: the delegate's accepted answer,
  /// else the default of its kind (FIDELITY 12.7, 12.11, 12.12).
  public func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    delegateAdaptiveStyle(for: traitCollection) ?? defaultAdaptiveStyle(for: traitCollection)
  }

  /// What each kind of presentation adapts to when the delegate does not say (FIDELITY 12.8,
  /// 12.11, 12.12). `.none` keeps the presentation as it is.
  package func defaultAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    let modern = simulation.assumptions.adaptationEra == .iOS13AndLater
    if self is _UIAlertControllerPresentationController { return .none }
    if self is UIPopoverPresentationController {
      if traits.horizontalSizeClass == .compact { return modern ? .formSheet : .fullScreen }
      return traits.verticalSizeClass == .compact ? .formSheet : .none
    }
    if presentationStyle.isSheet, !modern, traits.horizontalSizeClass == .compact {
      return .fullScreen
    }
    return .none
  }

  /// The delegate's answer when it is one UIKit accepts; nil when it gives none (FIDELITY 12.7).
  private func delegateAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle? {
    guard let delegate else { return nil }
    let (answer, implemented) = DelegateImplementationProbe.call {
      delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
    }
    if implemented {
      let accepted = [UIModalPresentationStyle.none, .fullScreen, .overFullScreen, .formSheet]
      trace(
        .delegate,
        "adaptivePresentationStyle(for:traitCollection: \(traits.horizontalSizeClass)/\(traits.verticalSizeClass)) → .\(answer)\(accepted.contains(answer) ? "" : ", not accepted: the default applies")"
      )
      return accepted.contains(answer) ? answer : nil
    }
    guard traits.horizontalSizeClass == .compact else { return nil }
    let (old, implementedOld) = DelegateImplementationProbe.call {
      delegate.adaptivePresentationStyle(for: self)
    }
    guard implementedOld else { return nil }
    let accepted = [UIModalPresentationStyle.none, .fullScreen, .overFullScreen]
    trace(
      .delegate,
      "adaptivePresentationStyle(for:) → .\(old)\(accepted.contains(old) ? "" : ", not accepted: the default applies")"
    )
    return accepted.contains(old) ? old : nil
  }

  /// Decides the presentation controller a presentation uses in `traits` (FIDELITY 12.7–12.10).
  /// Returns the controller to present (the presented one, or the delegate's replacement) and the
  /// presentation controller, which is this one when nothing adapts.
  package func resolveAdaptation(for traits: UITraitCollection) -> (
    UIViewController, UIPresentationController
  ) {
    let presented = presentedViewController
    // A full-screen presentation never adapts, whatever the delegate answers (FIDELITY 12.8).
    if presentationStyle == .fullScreen || presentationStyle == .overFullScreen {
      return (presented, self)
    }
    let target = adaptedStyle(for: traits)
    guard target != .none, let adapted = makeAdapted(to: target) else {
      sendWillPresent(withAdaptiveStyle: .none)
      return (presented, self)
    }
    trace(.presentation, "adapts .\(presentationStyle) → .\(target) (FIDELITY 12.10)")
    let (shown, _) = adaptation(to: target, with: adapted)
    adapted.sendWillPresent(withAdaptiveStyle: target, from: self)
    shown.storedPresentationController = adapted
    return (shown, adapted)
  }

  /// The style this presentation adapts to in `traits`, `.none` when it keeps its own presentation
  /// controller: the delegate's or the default answer, unless it needs no other class of
  /// presentation controller (a form sheet asked for `.formSheet`, FIDELITY 12.8).
  package func adaptedStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
    let target = adaptivePresentationStyle(for: traits)
    let sameClass =
      target == presentationStyle || (target == .formSheet && presentationStyle.isSheet)
    return sameClass ? .none : target
  }

  /// Steps 2–4 of an adaptation (FIDELITY 12.10): `adapted` gets this controller's delegate, the
  /// delegate hears `presentationController(_:prepare:)` and may answer another controller to show
  /// from `viewControllerForAdaptivePresentationStyle`. Returns the controller to show and `adapted`.
  package func adaptation(
    to target: UIModalPresentationStyle, with adapted: UIPresentationController
  ) -> (UIViewController, UIPresentationController) {
    let presented = presentedViewController
    adapted.adaptedFrom = self
    adapted.delegate = delegate
    if let delegate {
      let (_, prepared) = DelegateImplementationProbe.call {
        delegate.presentationController(self, prepare: adapted)
      }
      if prepared { trace(.delegate, "presentationController(_:prepare: \(adapted.objectName))") }
    }
    var shown = presented
    if let delegate {
      let (replacement, implemented) = DelegateImplementationProbe.call {
        delegate.presentationController(self, viewControllerForAdaptivePresentationStyle: target)
      }
      if implemented {
        trace(
          .delegate,
          "viewControllerForAdaptivePresentationStyle(.\(target)) → \(replacement.map { $0.objectName.description } ?? "nil")"
        )
      }
      if let replacement, replacement !== presented {
        shown = replacement
        adapted.replacePresented(with: replacement)
      }
    }
    return (shown, adapted)
  }

  /// The presentation controller of an adaptation to `style`: full screen, over full screen, or a
  /// form sheet (a popover's ``UIPopoverPresentationController/adaptiveSheetPresentationController``);
  /// nil for any other style (FIDELITY 12.10).
  package func makeAdapted(to style: UIModalPresentationStyle) -> UIPresentationController? {
    let presented = presentedViewController
    let made: UIPresentationController
    switch style {
    case .fullScreen:
      made = _UIFullscreenPresentationController(
        presentedViewController: presented, presenting: nil)
    case .overFullScreen:
      made = _UIOverFullscreenPresentationController(
        presentedViewController: presented, presenting: nil)
    case .formSheet:
      made =
        (self as? UIPopoverPresentationController)?.adaptiveSheetPresentationController
        ?? _UIFormSheetPresentationController(presentedViewController: presented, presenting: nil)
    default:
      return nil
    }
    made.presentationStyle = style
    return made
  }

  /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`, sent by the
  /// original presentation controller's delegate with `source` as the argument (FIDELITY 12.9,
  /// 12.10). The coordinator is nil at presentation, where the simulator's presentation transitions
  /// have none, and the device transition's when the traits change (FIDELITY 12.8).
  package func sendWillPresent(
    withAdaptiveStyle style: UIModalPresentationStyle, from source: UIPresentationController? = nil,
    coordinator: (any UIViewControllerTransitionCoordinator)? = nil
  ) {
    guard let delegate else { return }
    let argument = source ?? self
    let (_, implemented) = DelegateImplementationProbe.call {
      delegate.presentationController(
        argument, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
    }
    if implemented { trace(.delegate, "willPresentWithAdaptiveStyle(.\(style))") }
  }
}
