public import Foundation

/// A view a collection view shows for a supplementary element or a cell.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view for a registered identifier: what a collection view makes when it dequeues a
  /// registered class, standing in for UIKit's dynamic call of `init(frame:)`. Subclasses inherit
  /// it when they override `init(frame:)` (or no initializer).
  public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called before the collection view hands the view out again; subclasses call `super`.
  open func prepareForReuse() {}
}

/// An item of a collection view: its content goes in ``contentView``, a plain `UIView`
/// (FIDELITY 14.14).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content.
  public let contentView = UIView(frame: .zero)
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted (a finger is down on it).
  open var isHighlighted = false

  /// Creates a cell with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creating cells from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}
