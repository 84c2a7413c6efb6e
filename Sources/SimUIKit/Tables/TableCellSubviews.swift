// The private views a table cell holds on iOS 14–26 devices (FIDELITY 14.14), under their real
// class names so that chains and dumps read like a device's.

/// The view of a table cell that holds its content: the cell's `contentView`.
public final class UITableViewCellContentView: UIView {}

/// The cell's system background (iOS 14+), with a plain view inside.
public final class _UISystemBackgroundView: UIView {}

/// A separator line of a table cell.
public final class _UITableViewCellSeparatorView: UIView {}

/// The label a table cell's default styles show.
public final class UITableViewLabel: UILabel {}
