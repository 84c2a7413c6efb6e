import Foundation
import Testing

/// Code embedded in the docs is the code of a compiled test, between `// snippet:start` and
/// `// snippet:end`; this keeps the two the same.
@Suite("Embedded snippets")
struct SnippetTests {
  @Test("Every snippet in docs/ matches the test file it names")
  func snippetsMatch() throws {
    let root = FidelityDocumentTests.root
    let docs = try FileManager.default.contentsOfDirectory(
      at: root.appending(path: "docs"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "md" }
    var checked = 0
    for doc in docs {
      let text = try String(contentsOf: doc, encoding: .utf8)
      for match in text.matches(of: #/<!-- snippet: (\S+) -->\n```swift\n((?s).*?)```/#) {
        let source = try String(
          contentsOf: root.appending(path: String(match.output.1)), encoding: .utf8)
        let start = try #require(source.range(of: "// snippet:start\n"))
        let end = try #require(source.range(of: "// snippet:end"))
        #expect(
          String(source[start.upperBound..<end.lowerBound]) == String(match.output.2),
          "\(doc.lastPathComponent) embeds an outdated copy of \(match.output.1)")
        checked += 1
      }
    }
    #expect(checked >= 1)
  }
}
