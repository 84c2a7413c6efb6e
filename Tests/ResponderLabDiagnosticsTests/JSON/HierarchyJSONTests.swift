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

  @Test("Strings are escaped as JSON requires")
  func escaping() {
    #expect(JSONOutput.quote("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
  }
}
