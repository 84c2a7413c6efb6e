import Foundation
import ResponderLabCLI
import ResponderLabExhibits
import Testing

@Suite("responder-lab demo <exhibit>")
@MainActor
struct DemoExhibitsTests {
  private func run(_ arguments: [String]) -> (CommandLineTool.ExitCode, String, String) {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(arguments: arguments, output: &output, errors: &errors)
    return (code, output, errors)
  }

  @Test("Plain 'demo' lists every exhibit, then runs the hierarchy demo")
  func plainDemoListsExhibits() {
    let (code, output, errors) = run(["demo"])
    #expect(code == .success)
    #expect(errors.isEmpty)
    for exhibit in Exhibits.all { #expect(output.contains("  \(exhibit.name) ")) }
    #expect(output.contains("  hierarchy "))
    #expect(output.contains("== Responder chain from the caption label"))
  }

  @Test("'demo hierarchy' prints the built-in hierarchy alone")
  func hierarchyDemo() {
    let (code, output, _) = run(["demo", "hierarchy"])
    #expect(code == .success)
    #expect(output.hasPrefix("== Controllers (_printHierarchy, FIDELITY 10.2)"))
  }

  @Test(
    "'demo <exhibit>' prints exactly the exhibit's narration", arguments: Exhibits.all.map(\.name))
  func exhibitDemo(name: String) throws {
    let exhibit = try #require(Exhibits.named(name))
    let (code, output, _) = run(["demo", name])
    #expect(code == .success)
    #expect(output == exhibit.narrate())
  }

  @Test(
    "'demo guardian' compares the guard inside and outside the navigation view, with dumps and traces"
  )
  func guardianComparesArrangements() {
    let (_, output, _) = run(["demo", "guardian"])
    #expect(output.contains("Arrangement: the guard inside the navigation view"))
    #expect(output.contains("Arrangement: the navigation view inside the guard"))
    #expect(output.contains("Controllers (_printHierarchy):"))
    #expect(output.contains("Responder chain from the \"Edit\" button (presponder):"))
    #expect(output.contains("Trace:"))
  }

  @Test("An unknown demo is a usage error (exit 64) that lists the demos")
  func unknownDemo() {
    let (code, _, errors) = run(["demo", "nonsense"])
    #expect(code == .usage)
    #expect(errors.contains("Unknown demo 'nonsense'. Choose one of: hierarchy, guardian, probe,"))
  }

  @Test("'demo fixes' checks every fix both ways: each failure shows and each fix works")
  func fixesDemo() {
    let (code, output, _) = run(["demo", "fixes"])
    #expect(code == .success)
    for fix in ExhibitFixes.all { #expect(output.contains("== \(fix.name) (")) }
    #expect(
      output.components(separatedBy: "the failure shows: yes; the fix works: yes.").count - 1
        == ExhibitFixes.all.count)
  }
}
