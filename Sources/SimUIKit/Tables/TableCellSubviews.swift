// The private views a table cell holds on devices (FIDELITY 14.14), under their real class names
// so that chains and dumps read like a device's. Which of them are made follows
// `GestureAssumptions.tableCellHierarchy`.

/// The view of a table cell that holds its content: the cell's `contentView`.
public final class UITableViewCellContentView: UIView {}

/// The cell's system background (iOS 14+), with a plain view inside.
public final class _UISystemBackgroundView: UIView {}

/// A separator line of a table cell.
public final class _UITableViewCellSeparatorView: UIView {}

/// The view between a table and its cells on iOS 7–10 (FIDELITY 14.14), made only when
/// ``GestureAssumptions/tableCellHierarchy`` is ``GestureAssumptions/TableCellHierarchy/iOS7Through10``.
/// UIKit's is a private `UIScrollView` subclass that does not scroll by itself; the simulator makes
/// it a plain view, so it brings no pan recognizer of its own.
public final class UITableViewWrapperView: UIView {}

/// The label a table cell's default styles show.
public final class UITableViewLabel: UILabel {}
