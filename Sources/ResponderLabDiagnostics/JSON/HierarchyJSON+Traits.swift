import SimUIKit

// Traits in the JSON dump (FIDELITY 12.1–12.5). A device's text dumps print none:
// `_printHierarchy` and `recursiveDescription` show no size class or idiom, and a device shows its
// traits only when asked (`po view.traitCollection`, in UIKit's description). The JSON dump, the
// simulator's own format, names the device's profile and its traits under "device", and gives a
// controller "traits" where they differ from its window's: a popover's content is horizontally
// compact (12.5), an override changes a subtree (12.4). They come from the simulated device's
// profile and the trait hierarchy, never from an imported dump, which carries none.
extension HierarchyJSON {
  /// The device the hierarchy is shown on: its profile, orientation and screen traits.
  func device(of object: UIResponder?) -> JSONOutput {
    guard let simulation = object?.simulation else { return .null }
    let screen = simulation.screen
    let profile = screen.profile
    let traits = screen.traitCollection.applying(
      UITraitCollection(
        horizontalSizeClass: profile.layout.horizontalSizeClass,
        verticalSizeClass: profile.layout.verticalSizeClass))
    return .object([
      ("profile", .string(profile.name)),
      ("model", .string(profile.model)),
      ("orientation", .string(profile.orientation.rawValue)),
      (
        "size",
        .array([profile.screenSize.width, profile.screenSize.height].map { .number(Double($0)) })
      ),
      ("traits", TraitsForDump.json(traits)),
      ("traitsSource", .string("the simulated device's profile (FIDELITY 12.1–12.3)")),
    ])
  }
}

/// Each controller's traits, computed along the hierarchy once for the whole dump.
@MainActor
struct TraitsForDump {
  private var resolver = TraitResolver()

  /// The controller's traits as JSON when its size classes, idiom or style differ from its
  /// window's; nil when they are the window's, or when it is in no window.
  mutating func differingFromWindow(_ controller: UIViewController) -> JSONOutput? {
    guard let window = controller.viewIfLoaded?.window else { return nil }
    let own = resolver.traits(of: .controller(controller))
    let windowTraits = resolver.traits(of: .view(window))
    return own == windowTraits ? nil : Self.json(own)
  }

  /// The traits UIKit's description prints first, under their UIKit names.
  static func json(_ traits: UITraitCollection) -> JSONOutput {
    .object([
      ("userInterfaceIdiom", .string(traits.userInterfaceIdiom.description)),
      ("horizontalSizeClass", .string(traits.horizontalSizeClass.description)),
      ("verticalSizeClass", .string(traits.verticalSizeClass.description)),
      ("displayScale", .number(Double(traits.displayScale))),
      ("userInterfaceStyle", .string(traits.userInterfaceStyle.description)),
    ])
  }
}
