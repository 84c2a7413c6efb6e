import SimUIKit

// A banner that slides in with a message, counts down the seconds left on a repeating timer, and
// hides itself when a one-shot timer fires; tapping Undo hides it at once and stops both timers.

final class UndoBannerViewController: UIViewController {
  let messageLabel = UILabel()
  let countdownLabel = UILabel()
  private(set) lazy var undoButton = UIButton(
    primaryAction: UIAction(title: "Undo") { [weak self] _ in self?.undoTapped() })
  private(set) var isShowingBanner = false
  private(set) var undoCount = 0
  private var hideTimer: Timer?
  private var countdownTimer: Timer?
  private var secondsLeft = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [messageLabel, countdownLabel, undoButton] { view.addSubview(subview) }
    undoButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
    countdownLabel.frame = CGRect(x: 20, y: 150, width: 200, height: 20)
  }

  func showBanner(_ message: String, for seconds: Int) {
    messageLabel.text = message
    isShowingBanner = true
    secondsLeft = seconds
    countdownLabel.text = "\(secondsLeft)s"
    countdownTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
    hideTimer = Timer.scheduledTimer(withTimeInterval: TimeInterval(seconds), repeats: false) {
      [weak self] _ in
      MainActor.assumeIsolated { self?.hideBanner() }
    }
  }

  private func tick() {
    secondsLeft -= 1
    countdownLabel.text = "\(secondsLeft)s"
  }

  func hideBanner() {
    hideTimer?.invalidate()
    countdownTimer?.invalidate()
    isShowingBanner = false
    messageLabel.text = nil
  }

  private func undoTapped() {
    undoCount += 1
    hideBanner()
  }
}
