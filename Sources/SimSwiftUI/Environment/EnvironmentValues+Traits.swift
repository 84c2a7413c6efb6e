// SwiftUI's size classes are the hosting controller's traits (FIDELITY 12.23): a hosting controller
// on a tablet gives its content regular/regular, one in a popover compact width.

extension EnvironmentValues {
  /// Takes the size classes of `traits`; an unspecified class leaves the value as it was.
  package mutating func takeSizeClasses(from traits: UITraitCollection) {
    if let horizontal = UserInterfaceSizeClass(traits.horizontalSizeClass) {
      horizontalSizeClass = horizontal
    }
    if let vertical = UserInterfaceSizeClass(traits.verticalSizeClass) {
      verticalSizeClass = vertical
    }
  }
}

extension UserInterfaceSizeClass {
  /// The SwiftUI class of a UIKit size class; nil for `.unspecified`.
  package init?(_ sizeClass: UIUserInterfaceSizeClass) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified: return nil
    }
  }
}

extension ViewGraph {
  /// Gives the root environment the size classes of `host`, updating the content if they changed.
  package func followSizeClasses(of host: UIViewController) {
    var updated = environment
    updated.takeSizeClasses(from: host.traitCollection)
    guard
      updated.horizontalSizeClass != environment.horizontalSizeClass
        || updated.verticalSizeClass != environment.verticalSizeClass
    else { return }
    setRootEnvironment(updated)
  }
}
