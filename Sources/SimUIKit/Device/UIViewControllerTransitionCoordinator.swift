public import Foundation

/// What a transition coordinator tells the blocks it runs.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled; a rotation never is.
  var isCancelled: Bool { get }
  /// Whether a gesture drives the transition.
  var isInteractive: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
}

/// The object that runs animations alongside a transition and calls completions when it ends, as
/// `viewWillTransition(to:with:)` receives it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition's animations and `completion` when it has finished.
  /// Returns true: the blocks are always accepted.
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator of a rotation or window resize: alongside blocks run once the new size is in
/// place, completions when the virtual animation ends.
@preconcurrency @MainActor
package final class _UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinator {
  package let isAnimated: Bool
  package let isCancelled = false
  package let isInteractive = false
  package let transitionDuration: TimeInterval
  /// The traits each controller will have, for `willTransition(to:with:)`'s forwarding.
  package var newTraits: [ObjectIdentifier: UITraitCollection] = [:]
  private var alongside: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

  package init(duration: TimeInterval) {
    transitionDuration = duration
    isAnimated = duration > 0
  }

  @discardableResult
  package func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside blocks, in the order they were given.
  package func runAlongside() {
    let blocks = alongside
    alongside = []
    for block in blocks { block(self) }
  }

  /// Runs the completions, in the order they were given.
  package func complete() {
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
