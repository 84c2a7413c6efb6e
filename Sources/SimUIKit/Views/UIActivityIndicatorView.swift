public import Foundation

/// A view that shows that a task is in progress: UIKit's spinning indicator.
///
/// Made stopped and, since ``hidesWhenStopped`` is true by default, hidden: hit-testing and the hand
/// pass over it until ``startAnimating()`` shows it (FIDELITY 23.6). Nothing spins; ``isAnimating``
/// says whether it would.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's styles, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// The large white indicator (deprecated in iOS 13).
    case whiteLarge = 0
    /// The white indicator (deprecated in iOS 13).
    case white = 1
    /// The grey indicator (deprecated in iOS 13).
    case gray = 2
    /// The medium indicator: the default.
    case medium = 100
    /// The large indicator.
    case large = 101

    /// The indicator's size in this style: 37 points square for the large styles, 20 otherwise.
    public var size: CGSize {
      switch self {
      case .large, .whiteLarge: CGSize(width: 37, height: 37)
      case .medium, .white, .gray: CGSize(width: 20, height: 20)
      }
    }
  }

  /// The style. Default: ``Style/medium``.
  open var style: Style {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The indicator's colour; nil means the style's.
  open var color: UIColor?
  /// Whether the indicator is hidden while stopped. Default: true.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the indicator is animating.
  open private(set) var isAnimating = false

  /// Creates a stopped, hidden indicator in `style`, sized to it.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: style.size))
    isHidden = true
  }

  /// Creates a stopped, hidden indicator of the medium style with `frame`.
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Creating indicators from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts the animation, and shows the indicator.
  open func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    isHidden = false
    trace(.view, "startAnimating")
  }

  /// Stops the animation, and hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
    trace(.view, "stopAnimating")
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize { style.size }

  /// The style's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
