public import Foundation

/// A view that shows an image.
///
/// Made, as UIKit makes it, ignoring touches (a tap reaches the view below) and not opaque; its
/// natural size is its image's (FIDELITY 23.8).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown. Setting it changes the natural size.
  open var image: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The image shown while highlighted.
  open var highlightedImage: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the view shows ``highlightedImage``. Default: false.
  open var isHighlighted = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The symbol configuration applied to a symbol image, or nil.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates an image view showing `image`, sized to it.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    configureDefaults()
  }

  /// Creates an image view showing `image`, or `highlightedImage` while highlighted, sized to
  /// `image`.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    configureDefaults()
  }

  /// Creates an empty image view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureDefaults()
  }

  /// Creating image views from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func configureDefaults() {
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// The image shown now: the highlighted image while highlighted, if there is one.
  public var displayedImage: UIImage? {
    let shown = isHighlighted ? (highlightedImage ?? image) : image
    guard let shown, let preferredSymbolConfiguration else { return shown }
    return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
  }

  /// The shown image's size, or no natural size without an image.
  open override var intrinsicContentSize: CGSize {
    displayedImage?.size
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The shown image's size, or the current size without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    displayedImage?.size ?? bounds.size
  }
}
