import SimUIKit

extension ContainerKind {
  /// Any other controller: a view tree, and children whose views go inside its view; a scenario's
  /// may perform actions. It matches every class, so it comes last in ``all``.
  static let plain = ContainerKind(
    name: "plain", matches: { _ in true }, make: { UIViewController() },
    makeForScenario: { builder, spec in builder.makePlainController(spec) },
    placesChildViews: false, adopt: addChildren)
}

extension Scenario.Controller.Kind {
  /// A `UIViewController` with a view tree.
  public static let plain = Self(registered: ContainerKind.plain)
}
