import Foundation
import ResponderLabCLI
import Testing

@Suite("The examples in docs/examples, end to end")
@MainActor
struct ExamplesTests {
  nonisolated static let folder = ToolRun.packageRoot + "/docs/examples"

  nonisolated static func files(_ suffix: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(suffix) }.sorted()
  }

  @Test("There are at least three scenarios and two device dumps")
  func inventory() {
    #expect(Self.files(".json").count >= 3)
    #expect(Self.files(".txt").count >= 2)
  }

  @Test("Each scenario runs, explains and dumps in every format", arguments: files(".json"))
  func scenario(file: String) {
    let path = "docs/examples/" + file
    for arguments in [["run", path], ["explain", path], ["run", path, "--json"]] {
      let run = ToolRun(arguments)
      #expect(run.code == .success, "\(arguments): \(run.errors)")
      #expect(!run.output.isEmpty)
    }
    for format in ["vc", "views", "autolayout", "json", "dot", "svg", "hierarchy-svg"] {
      let run = ToolRun(["dump", path, "--format", format])
      #expect(run.code == .success, "\(format): \(run.errors)")
    }
  }

  @Test(
    "Each device dump imports back equivalent and dumps in every format (FIDELITY 10.1, 10.2)",
    arguments: files(".txt"))
  func dump(file: String) {
    let path = "docs/examples/" + file
    let imported = ToolRun(["import", path, "--check"])
    #expect(imported.code == .success, "\(imported.output)")
    for format in ["vc", "views", "autolayout", "json", "dot", "svg", "hierarchy-svg"] {
      let run = ToolRun(["dump", path, "--format", format])
      #expect(run.code == .success, "\(format): \(run.errors)")
    }
    #expect(ToolRun(["explain", path, "--at", "100,150"]).code == .success)
  }

  @Test("The broken examples fail with exit 65 and a located message")
  func broken() throws {
    for file in try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/broken") {
      let run = ToolRun(["dump", "docs/examples/broken/" + file])
      #expect(run.code == .dataError)
      #expect(run.errors.hasPrefix("docs/examples/broken/\(file):"))
      #expect(run.errors.contains("To fix, "))
    }
  }
}
