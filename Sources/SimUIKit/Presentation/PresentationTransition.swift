import Foundation

/// A presentation or dismissal under way: the appearance callbacks it began, and what it does when it
/// finishes or is cancelled (FIDELITY 8.5, 8.7).
@MainActor
package final class PresentationTransition {
  /// The virtual duration of an animated presentation or dismissal, in seconds (an assumption).
  package static let duration: TimeInterval = 0.35

  package enum Kind { case presentation, dismissal }

  package let kind: Kind
  /// The controllers that disappear, top first.
  package let disappearing: [UIViewController]
  /// The controllers that appear.
  package let appearing: [UIViewController]
  private let onFinish: @MainActor () -> Void
  private let onCancel: @MainActor () -> Void
  package private(set) var isDone = false

  package init(
    kind: Kind, disappearing: [UIViewController], appearing: [UIViewController], animated: Bool,
    animatesOnlyFirstDisappearing: Bool = false,
    onFinish: @escaping @MainActor () -> Void, onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.kind = kind
    self.disappearing = disappearing
    self.appearing = appearing
    self.onFinish = onFinish
    self.onCancel = onCancel
    // UIKit: beginAppearanceTransition:NO to the from-controller, then YES to the to-controller.
    for controller in disappearing + appearing { controller.appearanceIsManaged = true }
    for (index, controller) in disappearing.enumerated() {
      // Dismissing a stack animates only its top; the controllers under it go without animation
      // (FIDELITY 3.9).
      let animates = animated && (index == 0 || !animatesOnlyFirstDisappearing)
      controller.beginAppearanceTransition(false, animated: animates)
    }
    for controller in appearing { controller.beginAppearanceTransition(true, animated: animated) }
  }

  /// Ends the transition: endAppearanceTransition to the to-controllers, then the from-controllers.
  package func finish() {
    guard !isDone else { return }
    isDone = true
    for controller in appearing { controller.settleAppearanceTransition() }
    for controller in disappearing { controller.settleAppearanceTransition() }
    for controller in disappearing + appearing { controller.appearanceIsManaged = false }
    onFinish()
  }

  /// Abandons the transition: every controller goes back to where it was (FIDELITY 8.7, an
  /// assumption for the callbacks that follow).
  package func cancel() {
    guard !isDone else { return }
    isDone = true
    for controller in disappearing { controller.cancelAppearanceTransition() }
    for controller in appearing { controller.cancelAppearanceTransition() }
    for controller in disappearing + appearing { controller.appearanceIsManaged = false }
    onCancel()
  }
}
