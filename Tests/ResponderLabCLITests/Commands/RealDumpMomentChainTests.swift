import Foundation
import ResponderLabCLI
import Testing

/// Every pair (and the triple) of real dumps printed at one moment, joined: a chain from an object
/// the dumps print passes through the controller that owns the view, whether `--from` names the
/// object by its address in the dumps or by its stable name.
@Suite("Chains through joined real dumps")
@MainActor
struct RealDumpMomentChainTests {
  /// For each moment of `RealDumpCheckTests.moments`: an address the dumps print, and the
  /// controller the chain from it must pass through.
  static let starts: [(address: String, controller: String)] = [
    ("0x116c695a0", "MainTabBarViewController#1"),  // the tab bar's badge
    ("0x7f8527708ad0", "UIViewController#1"),  // the root controller's view, not in the window
    ("0x17418f970", "ViewController#1"),  // the root controller's view
    ("0x7fada085dc00", "UITableViewController#1"),  // the table view of a table view controller
  ]

  @Test("FIDELITY 1.2, 1.4: every moment's chain names its controller, by address and by name")
  func everyMomentChainsThroughItsController() throws {
    #expect(Self.starts.count == RealDumpCheckTests.moments.count)
    for (moment, start) in zip(RealDumpCheckTests.moments, Self.starts) {
      let paths = moment.map { "\(RealDumpCheckTests.folder)/\($0)" }
      let byAddress = ToolRun(["chain"] + paths + ["--from", start.address])
      #expect(byAddress.code == .success, "\(moment): \(byAddress.errors)")
      #expect(byAddress.output.contains("→ \(start.controller)"), "\(moment): \(byAddress.output)")
      // The first hop names the start by its stable name: ` 1. UITableView#1 → …`.
      let first = byAddress.output.split(separator: "\n").first ?? ""
      let name = try #require(first.split(separator: " ").dropFirst().first, "\(moment)")
      #expect(name.contains("#"), "\(moment): \(first)")
      let byName = ToolRun(["chain"] + paths + ["--from", String(name)])
      #expect(byName.code == .success, "\(moment): \(byName.errors)")
      #expect(byName.output == byAddress.output, "\(moment)")
    }
  }
}
