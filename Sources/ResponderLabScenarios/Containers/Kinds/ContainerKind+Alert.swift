import SimUIKit

extension ContainerKind {
  /// `UIAlertController`: a scenario gives its title, message and actions.
  static let alert = ContainerKind(
    name: "alert", matches: { $0.hasSuffix("AlertController") },
    make: { UIAlertController(title: nil, message: nil, preferredStyle: .alert) },
    makeForScenario: { builder, spec throws(InputError) in
      try PresentationBridge(world: builder.world, file: builder.scenario.file).makeAlert(spec)
    },
    placesChildViews: false, adopt: addChildren)
}

extension Scenario.Controller.Kind {
  /// A `UIAlertController` (needs SimUIKit's alert support).
  public static let alert = Self(registered: ContainerKind.alert)
}
