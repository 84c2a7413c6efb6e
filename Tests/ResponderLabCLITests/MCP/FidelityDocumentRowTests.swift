import Foundation
import Testing

@testable import ResponderLabCLI

/// The rows the server offers as resources: one per numbered fact of docs/fidelity.md.
@Suite("The fidelity page's rows")
struct FidelityDocumentRowTests {
  @Test("Fact numbers are recognised as the page writes them", arguments: ["4.6", "10.2a", "R13"])
  func factNumbers(number: String) {
    #expect(FidelityDocument.isFactNumber(number))
  }

  @Test(
    "Other first cells are not fact numbers",
    arguments: ["", "4", "4.", ".6", "4.6ab", "4.6A", "R", "R1x", "id", "x4.6", "4..6"])
  func otherCells(cell: String) {
    #expect(!FidelityDocument.isFactNumber(cell))
  }

  @Test("Only numbered rows become resources, with their table's header")
  func rows() {
    let page = """
      ## 4. Sheets

      | fact | status | what the simulator does | tests |
      |---|---|---|---|
      | 4.6 | modeled | The drag. | `SheetTests.swift` |
      | note | — | not a fact | — |

      | id | behaviour |
      |---|---|
      | R2 | Tabs | switching |
      """
    let document = FidelityDocument(path: "fidelity.md", text: page)
    #expect(document.rows.map(\.number) == ["4.6", "R2"])
    #expect(document.rows.first?.section == "4. Sheets")
    #expect(document.rows.first?.status == "modeled")
  }

  @Test("A page read again is cut again only when its bytes changed")
  func rereadAfterChange() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fidelity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("fidelity.md").path
    func write(_ number: String) throws {
      let page = "## 1. Chains\n\n| fact | status |\n|---|---|\n| \(number) | modeled |\n"
      try Data(page.utf8).write(to: URL(fileURLWithPath: path))
    }
    try write("1.1")
    #expect(FidelityDocument(path: path)?.rows.map(\.number) == ["1.1"])
    #expect(FidelityDocument(path: path)?.rows.map(\.number) == ["1.1"])
    try write("1.2")
    #expect(FidelityDocument(path: path)?.rows.map(\.number) == ["1.2"])
  }
}
