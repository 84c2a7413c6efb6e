import Foundation
import ResponderLabCLI
import Testing

@Suite("dump --format autolayout")
@MainActor
struct AutolayoutDumpTests {
  @Test("FIDELITY 21.3, 14.18: a scenario's stack view in the trace, its free swatches named")
  func stackScenario() {
    let run = ToolRun(["dump", "docs/examples/stack-layout.json", "--format", "autolayout"])
    #expect(run.code == .success, "\(run.errors)")
    let lines = run.output.components(separatedBy: "\n")
    #expect(lines.first?.hasPrefix("•UIWindow#1") == true)
    // The column has a frame (+); the labels and the row are arranged by it (*).
    #expect(lines.contains { $0.hasSuffix("+UIStackView#1") })
    #expect(lines.contains { $0.hasSuffix("*UILabel#1'Ada Lovelace'") })
    #expect(lines.contains { $0.hasSuffix("*UILabel#2'Analyst of the Analytical...'") })
    #expect(lines.contains { $0.hasSuffix("*UIStackView#2") })
    // Two swatches share the row's width with nothing to say how.
    let free = lines.filter { $0.contains("- AMBIGUOUS LAYOUT for ") }
    #expect(free.count == 2)
    #expect(free.allSatisfy { $0.contains(".Width{id: ") })
    #expect(run.output.contains("Legend:\n\t* - is laid out with auto layout"))
  }

  @Test("FIDELITY 21.3: with --addresses, views are named as UIKit names them")
  func addresses() {
    let run = ToolRun([
      "dump", "docs/examples/stack-layout.json", "--format", "autolayout", "--addresses",
    ])
    #expect(run.code == .success, "\(run.errors)")
    #expect(run.output.hasPrefix("•UIWindow:0x"))
    #expect(run.output.contains("*UILabel:0x"))
  }

  @Test(
    "FIDELITY 21.3: every published _autolayoutTrace, which has no frames, is refused by import at its first line, with a fix"
  )
  func importRefuses() throws {
    // A trace's layout guides print bracketed descriptions: read line by line, a trace with guides
    // was imported as a tree of UILayoutGuide "views". The whole file is refused instead.
    let folder = "Tests/Fixtures/AutolayoutTraces/"
    let traces = try FileManager.default.contentsOfDirectory(
      atPath: ToolRun.packageRoot + "/" + folder
    ).filter { $0.hasSuffix(".txt") }.sorted()
    #expect(traces.count >= 4)
    for trace in traces {
      let run = ToolRun(["import", folder + trace])
      #expect(run.code == .dataError, "\(trace): \(run.output)")
      #expect(run.errors.contains("found an _autolayoutTrace dump (FIDELITY 21.3)"), "\(trace)")
      #expect(run.errors.contains("To fix, print the same views with"), "\(trace)")
      #expect(run.output.isEmpty, "\(trace)")
    }
    let guides = ToolRun(["import", folder + "navigation-bar-guides-ios11.autolayoutTrace.txt"])
    #expect(guides.errors.contains("navigation-bar-guides-ios11.autolayoutTrace.txt:1:25: error"))
  }
}
