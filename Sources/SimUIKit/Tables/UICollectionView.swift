public import Foundation

/// A scroll view of items placed by a layout, filled by a data source with reusable cells
/// (FIDELITY 14.14–14.17). Cells are direct subviews; a view in a cell has the chain
/// `view → contentView → cell → UICollectionView → …`. Selection works as a table's: highlight on
/// touch-down, selection on touch-up, `didSelectItemAt` later on the main queue, and no selection
/// through a control.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where an item ends up when scrolled to: at most one vertical and one horizontal position.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The position's bits.
    public let rawValue: UInt
    /// Creates a position from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      reloadData()
    }
  }
  /// The data source, held weakly.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// Whether the user can select items. Default: true.
  open var allowsSelection = true
  /// Whether the user can select several items. Default: false.
  open var allowsMultipleSelection = false

  var reusePool = CellReusePool<UICollectionViewCell>()
  var itemCounts: [Int] = []
  var needsItemData = true
  var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  var selectedIndexPaths: [IndexPath] = []
  var touchedItem: IndexPath?

  /// Creates a collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creating collection views from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  // MARK: - Cells

  /// Registers a cell class for an identifier (FIDELITY 14.17).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      reusePool.registered[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason:
            "\(cellClass) registered for '\(identifier)' is not a UICollectionViewCell subclass",
          fix: "Register a UICollectionViewCell subclass."))
      return
    }
    reusePool.registered[identifier] = { cellType.init(dequeuedWithReuseIdentifier: identifier) }
  }

  /// A cell for `identifier`: a waiting one, or a new one of the registered class. An unregistered
  /// identifier records UIKit's `NSInternalInconsistencyException` and returns a plain cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reusePool.dequeue(identifier) {
      cell.prepareForReuse()
      return cell
    }
    if let make = reusePool.registered[identifier] { return make() }
    simulation.record(
      UIKitFault(
        exceptionName: UIKitFault.internalInconsistency,
        reason:
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        fix: "Call register(_:forCellWithReuseIdentifier:) with '\(identifier)' before dequeuing."))
    return UICollectionViewCell(dequeuedWithReuseIdentifier: identifier)
  }

  /// The cell of a visible item, or nil.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The cells on screen, in item order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByIndexPath.keys.sorted() }

  /// The index path of a visible cell.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The number of sections, as the data source last said.
  public var numberOfSections: Int {
    loadItemDataIfNeeded()
    return itemCounts.count
  }

  /// The number of items in a section, as the data source last said.
  public func numberOfItems(inSection section: Int) -> Int {
    loadItemDataIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  // MARK: - Touches (FIDELITY 14.15, 14.16)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !itemTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !itemTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !itemTouchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
  }

  // MARK: - Reloading and layout

  /// Forgets the items and asks the data source again at the next layout.
  open func reloadData() {
    needsItemData = true
    for (_, cell) in visibleCellsByIndexPath {
      reusePool.recycle(
        cell, identifier: cell.reuseIdentifier, stayingHidden: keepsReusableCellsHidden)
    }
    visibleCellsByIndexPath = [:]
    selectedIndexPaths = []
    setNeedsLayout()
  }

  func loadItemDataIfNeeded() {
    guard needsItemData else { return }
    needsItemData = false
    guard let dataSource else {
      itemCounts = []
      return
    }
    itemCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    loadItemDataIfNeeded()
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    guard let dataSource else { return }
    var wanted: [IndexPath: CGRect] = [:]
    for (section, count) in itemCounts.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        let frame = collectionViewLayout.frameForItem(at: indexPath)
        if frame.intersects(bounds) { wanted[indexPath] = frame }
      }
    }
    for (indexPath, cell) in visibleCellsByIndexPath where wanted[indexPath] == nil {
      visibleCellsByIndexPath[indexPath] = nil
      reusePool.recycle(
        cell, identifier: cell.reuseIdentifier, stayingHidden: keepsReusableCellsHidden)
    }
    for indexPath in wanted.keys.sorted() where visibleCellsByIndexPath[indexPath] == nil {
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      cell.frame = wanted[indexPath] ?? .zero
      cell.isSelected = selectedIndexPaths.contains(indexPath)
      if keepsReusableCellsHidden { cell.isHidden = false }
      insertSubview(cell, at: 0)
      cell.layoutIfNeeded()
      visibleCellsByIndexPath[indexPath] = cell
    }
  }
}
