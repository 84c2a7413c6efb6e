public import Foundation

/// A view that shows text.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String? {
    didSet { setNeedsLayout() }
  }
  /// The colour of the text. Default: the label colour. Implicitly unwrapped, as UIKit declares it;
  /// setting nil gives the default back.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .label }
  }
  private var storedTextColor: UIColor = .label
  /// The maximum number of lines; 0 means no limit.
  open var numberOfLines = 1
  /// The font. Default: the system font at 17 points; implicitly unwrapped, as UIKit declares it,
  /// and setting nil gives the default back (Apple's documentation). The simulator's text metric
  /// scales with its size (FIDELITY 23.9).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont: UIFont = .systemFont(ofSize: 17)

  /// Creates a label that ignores touches, as UIKit's labels do by default: a tap on it reaches the
  /// view below (FIDELITY 14.11, 9.2).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creating labels from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The width of one character in the simulator's fixed text metric, in points.
  public static let characterWidth: CGFloat = 8
  /// The height of one line in the simulator's fixed text metric, in points.
  public static let lineHeight: CGFloat = 20

  /// The size of the text in the simulator's metric: 8 points a character and 20 points a line at
  /// 17 points, scaled by the font's size (FIDELITY 23.9).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let scale = font.pointSize / 17
    return CGSize(
      width: CGFloat((text ?? "").count) * Self.characterWidth * scale,
      height: Self.lineHeight * scale)
  }

  /// The label's natural size, from ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
