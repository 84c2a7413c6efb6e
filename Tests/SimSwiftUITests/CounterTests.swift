import SimSwiftUI
import Testing

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

@Suite("A first SwiftUI view")
@MainActor
struct CounterTests {
  @Test("A button tap changes state and re-renders the text")
  func tapIncrements() {
    let stage = Stage(Counter())
    let labels = stage.views(of: HostedTextView.self)
    #expect(labels.map(\.text) == ["Count: 0", "Add"])
    let button = stage.views(of: HostedButtonView.self)[0]
    stage.tap(button)
    #expect(stage.views(of: HostedTextView.self).map(\.text) == ["Count: 1", "Add"])
  }
}
