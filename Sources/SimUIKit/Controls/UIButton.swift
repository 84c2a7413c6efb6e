public import Foundation

/// A control that performs an action when tapped.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of system button.
  public enum ButtonType: Int, Sendable {
    /// A custom button.
    case custom
    /// The standard system button.
    case system
    /// A close button.
    case close
  }

  /// The button's kind.
  public let buttonType: ButtonType
  /// The label that shows the title.
  public let titleLabel = UILabel()

  /// Creates a button of the given kind.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    addSubview(titleLabel)
  }

  /// Creates a system button with a frame.
  public override init(frame: CGRect) {
    self.buttonType = .system
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  /// Creates a system button that performs `primaryAction` when tapped, titled with its title.
  public convenience init(primaryAction: UIAction?) {
    self.init(type: .system)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// Creating buttons from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  private var titles: [UInt: String] = [:]

  /// Sets the title for a state.
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { titleLabel.text = title }
    titleLabel.frame = CGRect(origin: .zero, size: bounds.size)
  }

  /// The title for a state, falling back to the normal title.
  public func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The normal title.
  public var currentTitle: String? { title(for: .normal) }

  open override func layoutSubviews() {
    titleLabel.frame = CGRect(origin: .zero, size: bounds.size)
  }

  /// Refuses a single-tap, single-finger tap recognizer of another view, so the button keeps its
  /// own tap (FIDELITY 14.10; which conditions UIKit tests is unconfirmed, this is the simulator's
  /// rule). A recognizer on the button itself wins over it.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !gestureRecognizer.isSingleTap(ofAnotherViewThan: self)
  }

  // NB: the title label is part of the button; touches on it belong to the button, as in UIKit.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === titleLabel ? self : hit
  }
}
