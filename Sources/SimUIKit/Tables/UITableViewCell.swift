public import Foundation

/// A row of a table view: its content goes in ``contentView`` (FIDELITY 14.14).
///
/// Matches iOS 14+: the cell holds a `_UISystemBackgroundView`, the `UITableViewCellContentView`
/// and two `_UITableViewCellSeparatorView`s; a view in the content has the chain
/// `view → UITableViewCellContentView → cell → UITableView → …`. Earlier eras are
/// ``GestureAssumptions/tableCellHierarchy``.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in cell styles.
  public enum CellStyle: Int, Sendable {
    /// A label on the left.
    case `default`
    /// A label on the left and a detail label on the right.
    case value1
    /// A detail label on the left and a label on the right.
    case value2
    /// A label with a subtitle below it.
    case subtitle
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight colour.
    case none
    /// Blue (now grey).
    case blue
    /// Grey.
    case gray
    /// The default.
    case `default`
  }

  /// The accessory at the trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?
  /// The cell's style.
  public let style: CellStyle
  /// The view that holds the cell's content.
  public let contentView = UITableViewCellContentView(frame: .zero)
  /// How the selected cell looks. Default: `.default`.
  open var selectionStyle: SelectionStyle = .default
  /// The accessory. Default: `.none`.
  open var accessoryType: AccessoryType = .none
  /// A custom accessory view, shown at the trailing edge.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted (a finger is down on it).
  open var isHighlighted = false

  private var systemBackground: _UISystemBackgroundView?
  private var storedTextLabel: UITableViewLabel?

  /// Creates a cell of a style, for the reuse identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    if simulation.assumptions.gestures.tableCellHierarchy == .iOS14Through26 {
      let background = _UISystemBackgroundView(frame: .zero)
      background.addSubview(UIView(frame: .zero))
      addSubview(background)
      systemBackground = background
    }
    addSubview(contentView)
    addSubview(_UITableViewCellSeparatorView(frame: .zero))
    addSubview(_UITableViewCellSeparatorView(frame: .zero))
  }

  /// Creates a default-style cell for a registered identifier: what a table makes when it dequeues
  /// a registered class, standing in for UIKit's dynamic call of `init(style:reuseIdentifier:)`,
  /// which Swift on Linux cannot make from a class object. Subclasses inherit it when they override
  /// `init(style:reuseIdentifier:)` (or no initializer).
  public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// Creates a default-style cell with no reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creating cells from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The label of the default styles, made in the content view on first use.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UITableViewLabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    contentView.addSubview(label)
    storedTextLabel = label
    return label
  }

  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Highlights or unhighlights the cell.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// Called before the table hands the cell out again; subclasses reset their content and call
  /// `super`.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let accessoryWidth = accessoryView?.frame.width ?? 0
    let contentWidth = max(0, bounds.width - (accessoryWidth > 0 ? accessoryWidth + 16 : 0))
    systemBackground?.frame = bounds
    contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
    if let accessoryView {
      accessoryView.frame.origin = CGPoint(
        x: bounds.width - accessoryWidth - 16, y: (bounds.height - accessoryView.frame.height) / 2)
    }
    storedTextLabel?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
  }
}
