import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("chisel's pvc form")
@MainActor
struct ChiselControllerDumpTests {
  @Test(
    "Children get '   |', a presented controller '  *M', and the footer explains the mark (FIDELITY 10.3)"
  )
  func form() {
    let fixture = SheetFixture()
    let text = ChiselControllerDump().render(fixture.navigation)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "<UINavigationController#1; view = <UILayoutContainerView#1>; frame = (0, 0; 390, 844)>")
    #expect(lines.dropFirst().first?.hasPrefix("   | <UIViewController#1; view = <UIView#") == true)
    #expect(lines.contains { $0.hasPrefix("  *M <UIViewController#2; view = <UIView#") })
    #expect(lines.last == ChiselControllerDump.modalFooter)
  }
}
