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
  /// The label that shows the title, in the system font at 15 points (FIDELITY 23.10). Optional, as
  /// UIKit declares it (`button.titleLabel?.font = …`); the simulator's buttons always have one.
  open var titleLabel: UILabel? { storedTitleLabel }
  /// The title label itself, made with the button and shown in it once it has a title, as UIKit's
  /// private `UIButtonLabel` (FIDELITY 23.10).
  package let storedTitleLabel: UILabel = UIButtonLabel()

  /// The space above and below the title that a button without a configuration keeps in its
  /// intrinsic height (FIDELITY 23.10).
  public static let titleVerticalPadding: CGFloat = 6
  /// The narrowest intrinsic width of a button without a configuration (FIDELITY 23.10).
  public static let minimumIntrinsicWidth: CGFloat = 30

  /// Space added around the title, part of the intrinsic size (default zero; UIKit deprecated it in
  /// iOS 15 for configurations, and still honours it for buttons without one).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Moves the title inside the button; not part of the intrinsic size (Apple's documentation).
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// Moves the image inside the button; not part of the intrinsic size.
  open var imageEdgeInsets: UIEdgeInsets = .zero

  /// Creates a button of the given kind.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    setUpTitleLabel()
  }

  /// Creates a system button with a frame.
  public override init(frame: CGRect) {
    self.buttonType = .system
    super.init(frame: frame)
    setUpTitleLabel()
  }

  private func setUpTitleLabel() {
    storedTitleLabel.font = .systemFont(ofSize: 15)
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
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { storedTitleLabel.text = title }
    // A device's dump shows the label only in a titled button.
    if title != nil, storedTitleLabel.superview == nil { addSubview(storedTitleLabel) }
    storedTitleLabel.frame = titleFrame
    invalidateIntrinsicContentSize()
  }

  /// The title for a state, falling back to the normal title.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The normal title.
  public var currentTitle: String? { title(for: .normal) }

  open override func layoutSubviews() {
    storedTitleLabel.frame = titleFrame
  }

  /// The title label's frame: the title's size, centred in the bounds less ``titleEdgeInsets``
  /// and no larger than they are, as a device's dump shows it (`UIButtonLabel` at (0.33 6; 45.67 18)
  /// in a 46 × 30 button).
  private var titleFrame: CGRect {
    let insets = titleEdgeInsets
    let area = CGRect(
      x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let text = storedTitleLabel.sizeThatFits(.zero)
    let size = CGSize(width: min(text.width, area.width), height: min(text.height, area.height))
    return CGRect(
      x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The title's size in the simulator's text metric at the title's font, with 6 points above and
  /// below, at least 30 points wide, plus ``contentEdgeInsets`` (FIDELITY 23.10). An untitled
  /// button is 30 points wide and as tall as a line.
  open override var intrinsicContentSize: CGSize {
    let title = storedTitleLabel.sizeThatFits(.zero)
    let insets = contentEdgeInsets
    return CGSize(
      width: max(title.width, Self.minimumIntrinsicWidth) + insets.left + insets.right,
      height: title.height + 2 * Self.titleVerticalPadding + insets.top + insets.bottom)
  }

  /// The intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Refuses a single-tap, single-finger tap recognizer of another view, so the button keeps its
  /// own tap (FIDELITY 14.10). Which conditions UIKit tests is unconfirmed:
  /// ``GestureAssumptions/buttonRecognizerRule`` switches the rule. A recognizer on the button
  /// itself wins over it.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    switch simulation.assumptions.gestures.buttonRecognizerRule {
    case .oneFingerSingleTap:
      return !gestureRecognizer.isSingleTap(ofAnotherViewThan: self)
    case .anyTap:
      return !gestureRecognizer.isTap(ofAnotherViewThan: self)
    case .deferToSuper:
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
  }

  // NB: the title label is part of the button; touches on it belong to the button, as in UIKit.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === storedTitleLabel ? self : hit
  }
}

/// UIKit's private class of a button's title label, shown in dumps under its own name.
final class UIButtonLabel: UILabel {}
