import ResponderLabExhibits
import Testing

@Suite("Fix list (docs/exhibits/fixes.md)") @MainActor
struct ExhibitFixesTests {
  @Test(
    "Fixes: each failure the exhibits show is real, and its fix works",
    arguments: ExhibitFixes.all.map(\.name))
  func failureAndFix(name: String) throws {
    let fix = try #require(ExhibitFixes.named(name))
    #expect(!fix.check(false), "the failure of \(name) does not show")
    #expect(fix.check(true), "the fix of \(name) does not work")
  }

  @Test("Fixes: every fix belongs to an exhibit")
  func everyFixBelongsToAnExhibit() {
    for fix in ExhibitFixes.all { #expect(Exhibits.named(fix.exhibit) != nil, "\(fix.name)") }
    #expect(Set(ExhibitFixes.all.map(\.name)).count == ExhibitFixes.all.count)
  }
}
