import Foundation

/// Switches for the split view behaviours docs/fidelity.md rows 12.26–12.29 mark as assumptions.
public struct SplitViewAssumptions: Hashable, Sendable {
  /// What `UISplitViewController.DisplayMode.automatic` resolves to on a regular-width window
  /// (FIDELITY 12.27). Apple documents only that the split view "decides the most appropriate display
  /// mode based on the device and the current app size".
  public enum AutomaticDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// Wider than tall: the primary beside the secondary (two columns), the supplementary beside the
    /// secondary (three columns, the primary hidden); taller than wide: the secondary alone. The
    /// default.
    case besideInLandscape
    /// Wider than tall: every column side by side (`twoBesideSecondary` for three columns); taller
    /// than wide: the secondary alone.
    case everyColumnInLandscape
  }

  /// What `.automatic` resolves to. Default: ``AutomaticDisplayMode/besideInLandscape``.
  public var automaticDisplayMode: AutomaticDisplayMode = .besideInLandscape

  /// The width of the primary column, and of the supplementary column, when no preferred width
  /// or fraction is set (FIDELITY 12.26). Default: 320 points, the classic split view's maximum
  /// primary width (useyourloaf.com); the column-style default is not documented.
  public var defaultColumnWidth: CGFloat = 320

  /// Creates the default assumptions.
  public init() {}
}
