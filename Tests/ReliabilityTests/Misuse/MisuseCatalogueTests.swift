import Foundation
import Testing

/// docs/misuse.md links every misuse to a test by file and display name; this keeps the links true.
@Suite("The misuse catalogue")
struct MisuseCatalogueTests {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  static let prefixes = [
    "R/": "Tests/ReliabilityTests/", "U/": "Tests/SimUIKitTests/", "S/": "Tests/SimSwiftUITests/",
    "H/": "Tests/ResponderLabTestingTests/", "Tests/": "Tests/",
  ]

  /// The (file, display name) pairs the catalogue's tables name.
  static func links() throws -> [(file: String, name: String)] {
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/misuse.md"), encoding: .utf8)
    var links: [(String, String)] = []
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let cell = cells.last, cell.hasPrefix("`"), let arrow = cell.range(of: "` › ")
      else { continue }
      let file = String(cell[cell.index(after: cell.startIndex)..<arrow.lowerBound])
      let names = cell[arrow.upperBound...].components(separatedBy: "; › ")
      guard let (prefix, folder) = prefixes.first(where: { file.hasPrefix($0.key) }) else {
        continue
      }
      let path = folder + file.dropFirst(prefix.count)
      for name in names { links.append((path, name)) }
    }
    return links
  }

  @Test("It lists at least 30 misuses, each linked to a test that exists")
  func everyLinkedTestExists() throws {
    let links = try Self.links()
    #expect(Set(links.map(\.file)).count >= 8)
    #expect(links.count >= 80)
    for (file, name) in links {
      let source = try String(
        contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      // Display names split over two string literals are joined before the search.
      let joined = source.replacingOccurrences(
        of: "\"\n\\s*\"", with: "", options: .regularExpression)
      #expect(joined.contains("\"\(name)\""), "\(file) has no test named '\(name)'")
    }
  }
}
