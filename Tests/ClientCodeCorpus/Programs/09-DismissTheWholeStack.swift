import SimUIKit

// "Dismiss two modals at once": the controller at the bottom of the stack dismisses everything it
// presented, in one call, from the top-most controller's button.

final class StepViewController: UIViewController {
  var onFinish: (() -> Void)?

  func finish() {
    onFinish?()
  }
}

final class OnboardingStartViewController: UIViewController {
  private(set) var finishedFlows = 0

  func startFlow() -> (first: StepViewController, second: StepViewController) {
    let first = StepViewController()
    let second = StepViewController()
    present(first, animated: false)
    first.present(second, animated: false)
    second.onFinish = { [weak self] in
      self?.dismiss(animated: true) { self?.finishedFlows += 1 }
    }
    return (first, second)
  }
}
