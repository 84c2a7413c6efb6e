import Foundation
import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("SVG pictures")
@MainActor
struct ScreenPictureTests {
  /// Whether `svg` is well-formed XML.
  func isWellFormed(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
  }

  @Test(
    "The screen picture draws the dimming view, the sheet and escaped label text, without filters (FIDELITY 3.12)"
  )
  func screen() {
    let fixture = SheetFixture()
    let svg = ScreenPicture().svg(
      window: fixture.device.window, screen: fixture.device.simulation.screen,
      highlighting: fixture.caption)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"754\" height=\"876\""))
    #expect(svg.contains("data-name=\"UIDimmingView#1\""))
    #expect(!svg.contains("filter"), "librsvg drops filters; nothing may depend on one")
    #expect(svg.contains("data-frame=\"16 16 390 844\""))
    #expect(svg.contains("Hello &lt;world&gt; &amp; &quot;friends&quot;"))
    #expect(svg.contains("stroke=\"#ff3b30\""))
    #expect(!svg.contains("data-name=\"\(fixture.hidden.objectName)\""))
    #expect(svg.contains("data-name=\"\(fixture.caption.objectName)\""))
    #expect(isWellFormed(svg))
  }

  @Test("The hierarchy picture numbers the chain's responders and links controllers to views")
  func hierarchy() {
    let fixture = SheetFixture()
    let svg = HierarchyPicture().svg(
      rootController: fixture.navigation, rootView: fixture.device.window,
      highlightingChainFrom: fixture.caption)
    #expect(svg.contains("View controllers"))
    #expect(svg.contains("red: responder chain from UILabel#1"))
    #expect(svg.contains("+ UIViewController#2"))
    #expect(svg.contains("marker-end=\"url(#arrow)\""))
    #expect(svg.contains(">1</text>"))
    #expect(isWellFormed(svg))
  }
}
