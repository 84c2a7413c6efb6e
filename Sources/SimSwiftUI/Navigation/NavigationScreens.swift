/// What every pushed SwiftUI screen shares, whoever pushes it: a link, a destination modifier or a
/// path.
@MainActor
package enum NavigationScreens {
  /// A hosting controller for a pushed screen: a ``NavigationStackHostingController`` in a
  /// `NavigationStack`, a ``DestinationHostingController`` in a `NavigationView` (FIDELITY 7.3).
  static func makeHost(_ view: AnyView, stackStyle: Bool, simulation: Simulation)
    -> UIHostingController<AnyView>
  {
    simulation.withCurrent {
      stackStyle
        ? NavigationStackHostingController(rootView: view)
        : DestinationHostingController(rootView: view)
    }
  }

  /// The environment of a pushed screen: `dismiss` and `presentationMode` pop it, and
  /// `isPresented` is true.
  static func destinationEnvironment(
    _ environment: EnvironmentValues, _ controller: UIHostingController<AnyView>
  ) -> EnvironmentValues {
    var environment = environment
    let pop: @MainActor () -> Void = { [weak controller] in
      if let controller { Self.pop(controller) }
    }
    environment.dismiss = DismissAction(action: pop)
    environment.presentationMode = .constant(
      PresentationMode(isPresented: true, dismissAction: pop))
    environment.isPresented = true
    return environment
  }

  /// Pops `controller` and everything above it.
  static func pop(_ controller: UIViewController) {
    guard let navigation = controller.navigationController,
      let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0
    else { return }
    navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
  }
}
