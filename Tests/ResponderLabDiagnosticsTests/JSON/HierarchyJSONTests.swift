import Foundation
import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("JSON dump of a hierarchy")
@MainActor
struct HierarchyJSONTests {
  @Test("The document holds controllers with presentations and views with frames, and parses")
  func document() throws {
    let fixture = SheetFixture()
    let text = HierarchyJSON().document(
      rootController: fixture.navigation, rootView: fixture.device.window
    ).rendered()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let controllers = try #require(object["controllers"] as? [String: Any])
    #expect(controllers["name"] as? String == "UINavigationController#1")
    let presents = try #require(controllers["presents"] as? [String: Any])
    #expect(presents["presentedWith"] as? String == "_UIPageSheetPresentationController")
    let views = try #require(object["views"] as? [String: Any])
    #expect(views["frame"] as? [Double] == [0, 0, 390, 844])
    #expect(text.contains("\"text\": \"Hello <world> & \\\"friends\\\"\""))
    #expect(text.contains("\"hidden\": true"))
  }

  @Test(
    "FIDELITY 12.1, 12.5: the document names the device's profile and traits, and a popover's content its compact width"
  )
  func deviceAndTraits() throws {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    let button = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 44))
    root.view.addSubview(button)
    device.show(root)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = button
    root.present(content, animated: false)
    let text = HierarchyJSON().document(rootController: root, rootView: device.window).rendered()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let described = try #require(object["device"] as? [String: Any])
    #expect(described["profile"] as? String == "tablet")
    let traits = try #require(described["traits"] as? [String: Any])
    #expect(traits["userInterfaceIdiom"] as? String == "pad")
    #expect(traits["horizontalSizeClass"] as? String == "regular")
    let controllers = try #require(object["controllers"] as? [String: Any])
    #expect(controllers["traits"] == nil, "the root has its window's traits")
    let presents = try #require(controllers["presents"] as? [String: Any])
    let popoverTraits = try #require(presents["traits"] as? [String: Any])
    #expect(popoverTraits["horizontalSizeClass"] as? String == "compact")
    #expect(popoverTraits["verticalSizeClass"] as? String == "regular")
    device.expectNoFaults()
  }

  @Test("Strings are escaped as JSON requires")
  func escaping() {
    #expect(JSONOutput.quote("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
  }

  @Test("Every control character is escaped, other text passes as it is, and each reads back")
  func escapingReadsBack() throws {
    let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
    for text in controls + ["\r\n", "é, 日本, 👩‍👩‍👧, \u{7F}", "plain", "", "\"\\"] {
      let quoted = JSONOutput.quote(text)
      #expect(!quoted.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 })
      let read =
        try JSONSerialization.jsonObject(
          with: Data(("[" + quoted + "]").utf8)) as? [String]
      #expect(read == [text], "\(quoted) reads back as \(String(describing: read))")
    }
    let unescaped = "é, 日本, 👩‍👩‍👧"
    #expect(JSONOutput.quote(unescaped).utf8.count == unescaped.utf8.count + 2)
  }
}
