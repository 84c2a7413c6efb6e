import SimSwiftUI

/// The named values a scenario's SwiftUI-like content reads and its buttons write: flags such as
/// `"editing"` that drive `sheet(isPresented:)`, and texts bound to text fields.
@MainActor
final class ScenarioState: ObservableObject {
  /// Boolean values by name.
  @Published var flags: [String: Bool] = [:]
  /// Text values by name.
  @Published var texts: [String: String] = [:]

  /// A binding to the flag `name`, false until set.
  func flag(_ name: String) -> Binding<Bool> {
    Binding(get: { self.flags[name] ?? false }, set: { self.flags[name] = $0 })
  }

  /// A binding to the text `name`, empty until set.
  func text(_ name: String) -> Binding<String> {
    Binding(get: { self.texts[name] ?? "" }, set: { self.texts[name] = $0 })
  }
}
