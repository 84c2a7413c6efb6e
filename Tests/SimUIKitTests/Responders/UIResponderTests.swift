import SimUIKit
import Testing

@Suite("UIResponder")
@MainActor
struct UIResponderTests {
  @Test("A plain responder's next is nil (FIDELITY 1.1)")
  func plainResponderHasNoNext() {
    let responder = Simulation().withCurrent { UIResponder() }
    #expect(responder.next == nil)
  }
}
