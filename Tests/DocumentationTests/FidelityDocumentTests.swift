import Foundation
import Testing

/// Keeps docs/fidelity.md honest against the tests and, where it is beside the project, the fact sheet.
@Suite("docs/fidelity.md")
struct FidelityDocumentTests {
  struct Row {
    let fact: String
    let status: String
    let testFiles: [String]
  }

  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func rows() throws -> [Row] {
    let text = try String(contentsOf: root.appending(path: "docs/fidelity.md"), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      // An escaped pipe, `\|`, stays inside its cell, as in Markdown tables.
      let unescaped = line.replacingOccurrences(of: "\\|", with: "¦")
      let cells = unescaped.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 6, cells[1].range(of: #"^\d+\.\d+$"#, options: .regularExpression) != nil
      else { return nil }
      let files = cells[4].split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
      }.filter { !$0.isEmpty }
      return Row(fact: cells[1], status: cells[2], testFiles: files)
    }
  }

  /// Every fact number a test cites, from "FIDELITY 4.2", "FIDELITY 4.1–4.4" and "FIDELITY 1.3, 1.4".
  static func citedFacts() throws -> Set<String> {
    var cited: Set<String> = []
    let testsFolder = root.appending(path: "Tests")
    let files = FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", !file.path.contains("DocumentationTests") else {
        continue
      }
      cited.formUnion(try citedFacts(in: String(contentsOf: file, encoding: .utf8)))
    }
    return cited
  }

  @Test("Every row has a known status, and modeled or assumed rows name their tests")
  func rowsAreWellFormed() throws {
    let rows = try Self.rows()
    #expect(rows.count >= 70)
    for row in rows {
      #expect(["modeled", "assumption", "not yet"].contains(row.status), "fact \(row.fact)")
      if row.status != "not yet" {
        #expect(!row.testFiles.isEmpty, "fact \(row.fact) names no test")
      }
    }
  }

  @Test("Every test file a row names exists and cites the row's fact")
  func namedTestsCiteTheFact() throws {
    for row in try Self.rows() {
      for file in row.testFiles {
        let url = Self.root.appending(path: "Tests/\(file)")
        let text = try? String(contentsOf: url, encoding: .utf8)
        #expect(text != nil, "fact \(row.fact): \(file) does not exist")
        guard let text else { continue }
        let cites = try Self.citedFacts(in: text)
        #expect(cites.contains(row.fact), "fact \(row.fact): \(file) does not cite it")
      }
    }
  }

  @Test("Every fact a test cites is documented as modeled or assumption")
  func citedFactsAreDocumented() throws {
    let documented = Dictionary(try Self.rows().map { ($0.fact, $0.status) }) { first, _ in first }
    for fact in try Self.citedFacts() {
      let status = documented[fact]
      #expect(
        status == "modeled" || status == "assumption", "fact \(fact) is \(status ?? "missing")")
    }
  }

  @Test("Every fact of the fact sheet has a row, when the sheet is beside the project")
  func everyFactHasARow() throws {
    let sheet = Self.root.deletingLastPathComponent().appending(path: "shared/FIDELITY.md")
    guard let text = try? String(contentsOf: sheet, encoding: .utf8) else { return }
    let facts = text.matches(of: #/\n\*\*(\d+\.\d+)/#).map { String($0.output.1) }
    #expect(facts.count >= 70)
    let documented = Set(try Self.rows().map(\.fact))
    for fact in facts { #expect(documented.contains(fact), "fact \(fact) has no row") }
  }

  static func citedFacts(in text: String) throws -> Set<String> {
    var cited: Set<String> = []
    for match in text.matches(of: #/FIDELITY ((?:\d+\.\d+[a-d]?(?:–\d+\.\d+)?(?:, )?)+)/#) {
      for range in match.output.1.split(separator: ", ") {
        let ends = range.split(separator: "–").map {
          String($0.prefix { $0.isNumber || $0 == "." })
        }
        guard let first = ends.first else { continue }
        cited.insert(first)
        if ends.count == 2, let low = first.split(separator: ".").last.flatMap({ Int($0) }),
          let high = ends[1].split(separator: ".").last.flatMap({ Int($0) }),
          let section = first.split(separator: ".").first
        {
          for number in low...high { cited.insert("\(section).\(number)") }
        }
      }
    }
    return cited
  }
}
