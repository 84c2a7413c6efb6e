public import Foundation

/// A scroll view of rows in sections, filled by a data source with reusable cells
/// (FIDELITY 14.14–14.17).
///
/// Matches iOS 11+: cells are direct subviews of the table (no wrapper view, unless
/// ``GestureAssumptions/tableCellHierarchy`` says iOS 7–10), requested during
/// layout for the visible rows only, and recycled when they scroll out. A tap on a row highlights it,
/// selects it on touch-up and calls `didSelectRowAt` later on the main queue; a control in the cell
/// keeps the tap and the row is not selected.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table styles.
  public enum Style: Int, Sendable {
    /// Plain rows.
    case plain
    /// Grouped sections.
    case grouped
    /// Grouped sections with rounded, inset corners.
    case insetGrouped
  }

  /// Where a row ends up when scrolled to.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as possible.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// A row height that means "the cell's own height"; the simulator uses the standard 44 points
  /// (FIDELITY 14.17).
  public static let automaticDimension: CGFloat = -1

  /// The height a row gets when its height is automatic.
  public static let standardRowHeight: CGFloat = 44

  /// The table's style.
  public let style: Style
  /// The data source, held weakly.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The default row height. Default: ``automaticDimension`` (FIDELITY 14.17).
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// An estimate of row heights, kept for code that sets it.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Whether the user can select rows. Default: true (FIDELITY 14.15).
  open var allowsSelection = true
  /// Whether the user can select several rows. Default: false.
  open var allowsMultipleSelection = false

  var reusePool = CellReusePool<UITableViewCell>()
  var rowFrames: [[CGRect]] = []
  var needsRowData = true
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  var selectedIndexPaths: [IndexPath] = []
  var touchedRow: IndexPath?
  private var wrapperView: UITableViewWrapperView?

  /// Creates a table view of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creating table views from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The delegate as a table view delegate.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: - Cells

  /// Registers a cell class for an identifier (FIDELITY 14.17). The class must be a
  /// `UITableViewCell` subclass; it is made with ``UITableViewCell/init(dequeuedWithReuseIdentifier:)``.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      reusePool.registered[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      simulation.record(
        UIKitFault(
          exceptionName: UIKitFault.invalidArgument,
          reason: "\(cellClass) registered for '\(identifier)' is not a UITableViewCell subclass",
          fix: "Register a UITableViewCell subclass."))
      return
    }
    reusePool.registered[identifier] = { cellType.init(dequeuedWithReuseIdentifier: identifier) }
  }

  /// A waiting cell for `identifier`, or nil; made cells only come from the registered variant.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let cell = reusePool.dequeue(identifier) else { return nil }
    cell.prepareForReuse()
    return cell
  }

  /// A cell for `identifier`: a waiting one, or a new one of the registered class (FIDELITY 14.17).
  /// An unregistered identifier records UIKit's `NSInternalInconsistencyException` and returns a
  /// plain cell so the caller can go on.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    if let make = reusePool.registered[identifier] {
      let cell = make()
      trace(
        .view, "dequeue '\(identifier)' for \(indexPath.compactDescription): new \(cell.objectName)"
      )
      return cell
    }
    simulation.record(
      UIKitFault(
        exceptionName: UIKitFault.internalInconsistency,
        reason:
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        fix: "Call register(_:forCellReuseIdentifier:) with '\(identifier)' before dequeuing."))
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The cell of a visible row, or nil if the row is not visible (FIDELITY 14.17).
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The cells on screen, in row order.
  public var visibleCells: [UITableViewCell] {
    (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the rows on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCellsByIndexPath.keys.sorted()
  }

  /// The index path of a visible cell.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The index path of the row at `point`, in the table's coordinates.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadRowDataIfNeeded()
    for (section, frames) in rowFrames.enumerated() {
      if let row = frames.firstIndex(where: { $0.contains(point) }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The rectangle of a row, in the table's coordinates.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadRowDataIfNeeded()
    guard rowFrames.indices.contains(indexPath.section),
      rowFrames[indexPath.section].indices.contains(indexPath.row)
    else { return .zero }
    return rowFrames[indexPath.section][indexPath.row]
  }

  /// The number of sections, as the data source last said.
  public var numberOfSections: Int {
    loadRowDataIfNeeded()
    return rowFrames.count
  }

  /// The number of rows in a section, as the data source last said.
  public func numberOfRows(inSection section: Int) -> Int {
    loadRowDataIfNeeded()
    return rowFrames.indices.contains(section) ? rowFrames[section].count : 0
  }

  // MARK: - Touches (FIDELITY 14.15, 14.16)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !rowTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !rowTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !rowTouchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
  }

  // MARK: - Reloading and layout

  /// Forgets the rows and asks the data source again at the next layout; cells are not requested
  /// here (FIDELITY 14.17).
  open func reloadData() {
    needsRowData = true
    for (_, cell) in visibleCellsByIndexPath {
      reusePool.recycle(
        cell, identifier: cell.reuseIdentifier, stayingHidden: keepsReusableCellsHidden)
    }
    visibleCellsByIndexPath = [:]
    selectedIndexPaths = []
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    loadRowDataIfNeeded()
    layoutVisibleRows()
  }

  func loadRowDataIfNeeded() {
    guard needsRowData else { return }
    needsRowData = false
    rowFrames = []
    // NB: without a data source (a table rebuilt from a dump) the content size is left as set.
    guard let dataSource else { return }
    var y: CGFloat = 0
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      var frames: [CGRect] = []
      for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
        let indexPath = IndexPath(row: row, section: section)
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height < 0 { height = Self.standardRowHeight }
        frames.append(CGRect(x: 0, y: y, width: bounds.width, height: height))
        y += height
      }
      rowFrames.append(frames)
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  /// Puts a cell in every visible row and recycles the cells of rows that scrolled out.
  func layoutVisibleRows() {
    guard let dataSource else { return }
    let container = cellContainer
    let visible = bounds
    var wanted: Set<IndexPath> = []
    for (section, frames) in rowFrames.enumerated() {
      for (row, frame) in frames.enumerated() where frame.intersects(visible) {
        wanted.insert(IndexPath(row: row, section: section))
      }
    }
    for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
      visibleCellsByIndexPath[indexPath] = nil
      reusePool.recycle(
        cell, identifier: cell.reuseIdentifier, stayingHidden: keepsReusableCellsHidden)
    }
    for indexPath in wanted.sorted() where visibleCellsByIndexPath[indexPath] == nil {
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      cell.frame = rowFrames[indexPath.section][indexPath.row]
      cell.isSelected = selectedIndexPaths.contains(indexPath)
      if keepsReusableCellsHidden { cell.isHidden = false }
      container.insertSubview(cell, at: 0)
      cell.layoutIfNeeded()
      visibleCellsByIndexPath[indexPath] = cell
    }
  }

  /// The view the cells go in: the table, or on iOS 7–10 a `UITableViewWrapperView` covering its
  /// content, below the scroll indicators (FIDELITY 14.14).
  private var cellContainer: UIView {
    guard simulation.assumptions.gestures.tableCellHierarchy == .iOS7Through10 else {
      return self
    }
    let wrapper: UITableViewWrapperView
    if let wrapperView {
      wrapper = wrapperView
    } else {
      wrapper = UITableViewWrapperView(frame: .zero)
      insertSubview(wrapper, at: 0)
      wrapperView = wrapper
    }
    wrapper.frame = CGRect(
      x: 0, y: 0, width: max(bounds.width, contentSize.width),
      height: max(bounds.height, contentSize.height))
    return wrapper
  }
}

extension UIView {
  /// Whether cells waiting for reuse stay hidden subviews of their table or collection.
  var keepsReusableCellsHidden: Bool {
    simulation.assumptions.gestures.reusableCellsStayInContainer
  }
}

extension IndexPath {
  /// `[section, row]`, for traces.
  var compactDescription: String { "[\(map(String.init).joined(separator: ", "))]" }
}
