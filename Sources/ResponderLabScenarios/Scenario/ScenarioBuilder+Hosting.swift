import SimSwiftUI
import SimUIKit

extension ScenarioBuilder {
  /// A `UIHostingController` showing the controller's SwiftUI-like content, with its initial state
  /// (FIDELITY 7).
  func makeHostingController(_ spec: Scenario.Controller) throws(InputError) -> UIViewController {
    let state = world.swiftUIState
    for member in spec.state?.members ?? [] {
      if let flag = member.value.bool {
        state.flags[member.key] = flag
      } else {
        state.texts[member.key] = member.value.string
      }
    }
    guard let content = spec.content else { return UIViewController() }
    // Built once here so that mistakes are reported with their position before anything runs.
    _ = try SwiftUIContentBuilder(file: scenario.file, state: state).view(content)
    return UIHostingController(
      rootView: ScenarioContentView(state: state, content: content, file: scenario.file))
  }
}
