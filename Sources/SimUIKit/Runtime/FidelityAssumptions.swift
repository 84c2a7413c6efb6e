/// Switches for behaviours that FIDELITY.md marks as UNCONFIRMED or version-dependent.
///
/// Each default follows the best evidence; `docs/fidelity.md` names the fact behind each switch.
public struct FidelityAssumptions: Hashable, Sendable {
  /// Which branch of `UIViewController.next` runs (FIDELITY 1.4 and 1.5).
  public enum ViewControllerNextRule: String, Hashable, Sendable, CaseIterable {
    /// The default path of iOS 26.1 (FIDELITY 1.4).
    case defaultPath
    /// The flag-gated cross-scene branch (FIDELITY 1.5).
    case crossScene
  }

  /// Which branch of `UIViewController.next` runs. Default: ``ViewControllerNextRule/defaultPath``.
  public var viewControllerNextRule: ViewControllerNextRule = .defaultPath

  /// Whether a window whose scene is nil answers the application as its `next` (FIDELITY 1.7,
  /// unconfirmed for apps without scenes). Default: true.
  public var windowWithoutSceneForwardsToApplication = true

  /// What a child of a presented controller answers for `presentationController` (FIDELITY 2.4).
  public enum ChildPresentationControllerRule: String, Hashable, Sendable, CaseIterable {
    /// Its presented ancestor's presentation controller (the default; the community relies on it).
    case presentedAncestor
    /// A presentation controller of its own, made on demand (FIDELITY 2.1 read literally).
    case ownOnDemand
  }

  /// What a child of a presented controller answers for `presentationController`. Default:
  /// ``ChildPresentationControllerRule/presentedAncestor``.
  public var childPresentationControllerRule: ChildPresentationControllerRule = .presentedAncestor

  /// Whether a tap on a sheet's dimming view dismisses it, asking `presentationControllerShouldDismiss`
  /// first like a drag (FIDELITY 4.8, unconfirmed). Default: true.
  public var dimmingTapDismissesSheet = true

  /// Creates the default set of assumptions.
  public init() {}
}
