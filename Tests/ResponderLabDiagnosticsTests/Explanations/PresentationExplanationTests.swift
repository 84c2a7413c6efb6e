import ResponderLabDiagnostics
import ResponderLabTesting
import Testing

@Suite("Who presents what, and why")
@MainActor
struct PresentationExplanationTests {
  @Test(
    "FIDELITY 3.2: a present sent to a child is forwarded to the root of its parents, and said so")
  func forwardedPresentation() {
    let fixture = SheetFixture()
    let explanation = PresentationExplanation(label: { "\($0.objectName)" })
    let lines = explanation.presentations(
      from: fixture.navigation, trace: fixture.device.trace)
    let navigation = fixture.navigation.objectName
    let sheet = fixture.sheet.objectName
    #expect(
      lines.first
        == "\(navigation) presents \(sheet) (modalPresentationStyle .pageSheet, _UIPageSheetPresentationController):"
    )
    #expect(
      lines.contains(
        "  present was called on \(fixture.root.objectName); UIKit forwarded it to \(navigation) (FIDELITY 3.2, 3.3)."
      ), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("  a sheet with detents [large], now at large") })
    #expect(lines.contains { $0.hasPrefix("  responder chain: \(sheet).next is \(navigation)") })
  }

  @Test("The events of a trace come in order under what UIKit asks when; an empty trace says so")
  func events() {
    let fixture = SheetFixture()
    let explanation = PresentationExplanation(label: { "\($0.objectName)" })
    let lines = explanation.events(in: fixture.device.trace)
    #expect(lines.first?.hasPrefix("In order (FIDELITY 4.1–4.4:") == true)
    #expect(lines.dropFirst().contains { $0.contains("present(\(fixture.sheet.objectName),") })
    #expect(
      explanation.events(in: SimulatedDevice().trace) == [
        "No delegate was asked anything, and nothing was presented or dismissed."
      ])
  }
}
