import SimSwiftUI

/// The root view of a scenario's hosting controller: it observes the scenario's state and draws
/// the content the file describes.
@MainActor
struct ScenarioContentView: View {
  @ObservedObject var state: ScenarioState
  let content: JSONValue
  let file: String

  var body: some View {
    // The content was checked when the file was loaded, so building it again cannot fail.
    (try? SwiftUIContentBuilder(file: file, state: state).view(content)) ?? AnyView(EmptyView())
  }
}
