import LearnStarters
import ResponderLabLearn
import Testing

/// A failure's evidence is what the exercise is about: a few lines, not a whole dump.
@Suite("Evidence trimmed to what each exercise is about")
@MainActor
struct EvidenceTrimmingTests {
  /// The first failure's evidence of exercise `number`'s starter.
  func starterEvidence(_ number: Int) throws -> String {
    let verdict = try #require(StarterSubmissions.verdict(for: number))
    return try #require(verdict.firstFailure).evidence
  }

  @Test("No starter's first failure shows more than ten lines of evidence", arguments: 1...22)
  func short(number: Int) throws {
    let lines = try starterEvidence(number).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 10, "\(lines.joined(separator: "\n"))")
  }

  @Test("Exercise 21 shows the overlay's lines of the SwiftUI tree, with their frames, unindented")
  func overlayExcerpt() throws {
    let evidence = try starterEvidence(21)
    #expect(evidence.contains("HalfPanelModifier (155 432.5; 80 20)"), "\(evidence)")
    #expect(evidence.contains("PanelDimming (155 432.5; 80 20)"))
    #expect(evidence.contains(#"Text (155 432.5; 80 20) "Show Panel""#))
    #expect(!evidence.contains("_SafeAreaIgnoringLayout"))
    #expect(!evidence.contains(" | "))
  }

  @Test("Exercises 16 and 22 show the learner's calls without SwiftUI's own queue work")
  func learnerTrace() throws {
    for number in [16, 22] {
      let evidence = try starterEvidence(number)
      #expect(evidence.contains("controllerUpTheChain: window nil"), "\(number): \(evidence)")
      #expect(!evidence.contains("SwiftUI update of"), "\(number): \(evidence)")
      #expect(!evidence.contains("presentation transition"), "\(number): \(evidence)")
    }
  }

  @Test("Exercise 10 shows the presentation stack in one line, not the controller dump")
  func presentationStack() throws {
    let evidence = try starterEvidence(10)
    #expect(
      evidence.hasSuffix(
        #"UIViewController#1 "Root" presents UIViewController#2 "First""#), "\(evidence)")
    #expect(!evidence.contains("state: appeared"))
  }

  @Test("Exercise 14 shows where the presenter sits, its parents up to the root, not the tree")
  func presenterParents() throws {
    let evidence = try starterEvidence(14)
    #expect(evidence.contains("\n  child of UIKitNavigationController#1\n"), "\(evidence)")
    #expect(evidence.hasSuffix(", the window's root"), "\(evidence)")
    #expect(!evidence.contains("state: appeared"))
  }
}
