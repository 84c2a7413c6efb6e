extension UIViewController {
  /// The smallest margins UIKit lets the root view have (FIDELITY 21.6): none at the top and
  /// bottom, and at the sides 16 points in a compact width or 20 in a regular one (and, by
  /// `FidelityAssumptions.rootViewMinimumMargins`, on the large phones).
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = usesWideSystemMargins ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  private var usesWideSystemMargins: Bool {
    if traitCollection.horizontalSizeClass == .regular { return true }
    guard simulation.assumptions.rootViewMinimumMargins == .widerOnLargePhones else {
      return false
    }
    let portrait = simulation.screen.profile.portrait.size
    return simulation.screen.profile.idiom == .phone && min(portrait.width, portrait.height) >= 414
  }
}
