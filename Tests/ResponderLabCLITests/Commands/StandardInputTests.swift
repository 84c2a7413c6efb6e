import Foundation
import ResponderLabCLI
import Testing

/// `-` reads standard input wherever a command reads a file.
@Suite("'-' for standard input")
@MainActor
struct StandardInputTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: ToolRun.packageRoot + "/" + path, encoding: .utf8)
  }

  @Test(
    "Every command that reads a file prints the same from '-' as from the file",
    arguments: [
      "import docs/examples/mail-tabs.pvc.txt",
      "dump docs/examples/tab-navigation-sheet.json --format views",
      "chain docs/examples/tab-navigation-sheet.json --from draft",
      "explain docs/examples/alert-over-sheet.json --probe fieldProbe",
      "run docs/examples/two-sheets.json",
    ])
  func sameAsFile(line: String) throws {
    let words = line.split(separator: " ").map(String.init)
    let path = words[1]
    let fromFile = ToolRun(words)
    var piped = words
    piped[1] = "-"
    let fromInput = ToolRun(piped, input: try Self.text(path))
    #expect(fromFile.code == .success)
    #expect(fromInput.code == .success)
    #expect(fromInput.errors.isEmpty)
    #expect(fromInput.output == fromFile.output.replacingOccurrences(of: path, with: "<stdin>"))
  }

  @Test("A scenario on standard input is recognized by its opening brace, after blank lines")
  func scenarioBySniffing() throws {
    let run = ToolRun(
      ["dump", "-", "--step", "0"], input: "\n  " + (try Self.text("docs/examples/two-sheets.json"))
    )
    #expect(run.code == .success)
    #expect(run.output.hasPrefix("<HomeViewController#1>"))
  }

  @Test("Empty standard input is a data error naming <stdin>")
  func emptyInput() {
    let run = ToolRun(["import", "-"], input: "")
    #expect(run.code == .dataError)
    #expect(run.errors.hasPrefix("<stdin>:"))
  }

  @Test("--output never refuses a path because the input came from standard input")
  func outputWithStandardInput() throws {
    let path = NSTemporaryDirectory() + "responder-lab-stdin-\(UUID().uuidString).dot"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(
      ["dump", "-", "--format", "dot", "--output", path],
      input: try Self.text("docs/examples/two-sheets.json"))
    #expect(run.code == .success)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("digraph hierarchy {"))
  }
}
