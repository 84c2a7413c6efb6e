import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Countries: View {
  @State var query = ""
  let all = ["France", "Finland", "Japan"]

  var body: some View {
    NavigationStack {
      List(all.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { name in
        Text(name)
      }
      .navigationTitle("Countries")
      .searchable(text: $query, prompt: "Find a country")
    }
  }
}

@Suite("searchable")
@MainActor
struct SearchableTests {
  @Test(
    "FIDELITY 20.23: the search field is a text field above the content that filters as the user types"
  )
  func fieldFilters() throws {
    let device = SimulatedDevice()
    device.show(Countries())
    let field = try #require(device.findTextField(placeholder: "Find a country"))
    try device.hand.tap(field)
    #expect(field.isFirstResponder)
    try device.hand.type("F")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Japan") == nil)
    #expect(device.hand.findView(showing: "Finland") != nil)
    // The field sits above the list, below the navigation bar.
    let list = try #require(device.hand.findView(showing: "France")?.superview)
    #expect(field.convert(field.bounds, to: nil).maxY <= list.convert(list.bounds, to: nil).minY)
    #expect(
      device.traceLines().contains { $0.contains("searchable: a search field \"Find a country\"") })
  }
}
