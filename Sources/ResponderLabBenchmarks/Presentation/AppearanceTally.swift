import SimUIKit

/// The appearance callbacks received by the controllers of a presentation workload, by kind.
public struct AppearanceTally: Sendable, Equatable {
  /// `viewWillAppear(_:)` calls.
  public var willAppear = 0
  /// `viewDidAppear(_:)` calls.
  public var didAppear = 0
  /// `viewWillDisappear(_:)` calls.
  public var willDisappear = 0
  /// `viewDidDisappear(_:)` calls.
  public var didDisappear = 0

  /// Creates a tally, all zero unless given.
  public init(
    willAppear: Int = 0, didAppear: Int = 0, willDisappear: Int = 0, didDisappear: Int = 0
  ) {
    self.willAppear = willAppear
    self.didAppear = didAppear
    self.willDisappear = willDisappear
    self.didDisappear = didDisappear
  }

  /// All the callbacks.
  public var total: Int { willAppear + didAppear + willDisappear + didDisappear }
}

/// A plain view controller that counts its appearance callbacks into a shared tally.
@MainActor
final class CountingViewController: UIViewController {
  private let counter: AppearanceCounter

  init(counter: AppearanceCounter) {
    self.counter = counter
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    counter.tally.willAppear += 1
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    counter.tally.didAppear += 1
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    counter.tally.willDisappear += 1
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    counter.tally.didDisappear += 1
  }
}

/// The tally the controllers of one workload share.
@MainActor
final class AppearanceCounter {
  var tally = AppearanceTally()
}
