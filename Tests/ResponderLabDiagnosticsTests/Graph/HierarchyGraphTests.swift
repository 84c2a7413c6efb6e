import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Graphviz DOT of a hierarchy")
@MainActor
struct HierarchyGraphTests {
  @Test("Containment, presentation and the highlighted chain appear as edges")
  func edges() {
    let fixture = SheetFixture()
    let dot = HierarchyGraph().dot(
      rootController: fixture.navigation, rootView: fixture.device.window,
      highlightingChainFrom: fixture.caption)
    #expect(dot.hasPrefix("digraph hierarchy {"))
    #expect(dot.hasSuffix("}"))
    #expect(dot.contains("[label=\"child\"]"))
    #expect(dot.contains("label=\"presents\", style=dashed"))
    #expect(dot.contains("label=\"next 1\""))
    #expect(dot.contains("UIApplication#1"))
    #expect(dot.contains(#"Hello <world> & \"friends\""#))
  }
}
