import SimUIKit

extension ContainerKind {
  /// `UIHostingController`, whatever SwiftUI view it hosts. A dump cannot say what it shows: the
  /// importer makes a plain controller shown under the dump's class; a scenario makes a hosting
  /// controller from its SwiftUI content.
  static let hosting = ContainerKind(
    name: "hosting",
    matches: { $0.hasPrefix("UIHostingController") || $0.hasSuffix("HostingController") },
    make: { UIViewController() },
    makeForScenario: { builder, spec throws(InputError) in
      try builder.makeHostingController(spec)
    },
    placesChildViews: false, adopt: addChildren)
}

extension Scenario.Controller.Kind {
  /// A `UIHostingController` with SwiftUI-like content (needs SimSwiftUI).
  public static let hosting = Self(registered: ContainerKind.hosting)
}
