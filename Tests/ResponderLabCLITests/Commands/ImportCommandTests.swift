import Foundation
import ResponderLabCLI
import Testing

@Suite("responder-lab import")
@MainActor
struct ImportCommandTests {
  @Test(
    "A _printHierarchy dump with a presented sheet imports and prints back equivalent (FIDELITY 10.2)"
  )
  func roundTrip() {
    let run = ToolRun("import docs/examples/photos-tabs.printHierarchy.txt --check")
    #expect(run.code == .success)
    #expect(!run.output.contains("Where the simulator differs"))
    #expect(run.output.contains("presented with: <_UIPageSheetPresentationController#1>"))
  }

  @Test("dump --format vc of an imported dump prints it back with the dump's names")
  func dumpAfterImport() {
    let run = ToolRun("dump docs/examples/photos-tabs.printHierarchy.txt --format vc")
    #expect(run.code == .success)
    #expect(
      run.output.hasPrefix(
        "<UITabBarController#1>, state: appeared, view: <UILayoutContainerView#1>"))
    #expect(
      run.output.contains(
        "   | <SearchViewController#1>, state: disappeared, view:  (view not loaded)"))
  }

  @Test("dump --addresses of an imported _printHierarchy prints the device's own text")
  func exactRoundTrip() throws {
    let original = try String(
      contentsOfFile: ToolRun.packageRoot + "/docs/examples/photos-tabs.printHierarchy.txt",
      encoding: .utf8
    ).split(separator: "\n").dropFirst().joined(separator: "\n")
    let run = ToolRun("dump docs/examples/photos-tabs.printHierarchy.txt --addresses")
    #expect(run.output == original + "\n")
  }

  @Test("Objects no dump placed get synthetic addresses, the same from run to run")
  func syntheticAddresses() {
    let file = "Tests/Fixtures/RealDumps/lyfpay-navigation.printHierarchy.txt"
    let first = ToolRun("dump \(file) --format views --addresses")
    let second = ToolRun("dump \(file) --format views --addresses")
    #expect(first.code == .success)
    #expect(first.output == second.output)
    let lines = first.output.split(separator: "\n")
    // The window and the wrappers the simulator adds are in the documented range...
    #expect(lines.first?.hasPrefix("<UIWindow: 0x5100000") == true)
    // ...and the views the dump shows keep the device's addresses.
    #expect(lines.contains { $0.contains("<UILayoutContainerView: 0x14fe278a0;") })
    #expect(
      ToolRun("import \(file) --addresses").output == ToolRun("import \(file) --addresses").output)
  }

  @Test("Ids for --from follow the dump's classes and order")
  func ids() {
    let run = ToolRun("chain docs/examples/notes-window.recursiveDescription.txt --from UILabel#2")
    #expect(run.code == .success)
    #expect(run.output.hasPrefix(" 1. UILabel#2 → UIView#1: its superview (FIDELITY 1.2)\n"))
  }

  @Test("A scenario is not a dump: import refuses it as a usage error")
  func scenarioIsNotADump() {
    #expect(ToolRun("import docs/examples/two-sheets.json").code == .usage)
  }

  @Test("import --check exits 1 when the simulator rebuilds a line differently, and names the line")
  func checkFails() throws {
    let path = NSTemporaryDirectory() + "responder-lab-differs-\(UUID().uuidString).txt"
    try """
    <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
       | <ListViewController 0x3>, state: appeared, view: <UIView 0x4>
       | <DetailViewController 0x5>, state: appeared, view: <UIView 0x6>
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["import", path, "--check"])
    #expect(run.code == .failure)
    #expect(
      run.output.contains(
        "line 2: the dump has '1| ListViewController appeared UIView'; the simulator has '1| ListViewController disappeared UIView not in the window'"
      ))
  }
}
