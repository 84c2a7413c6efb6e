import ResponderLabLearn
import SimUIKit
import Testing

// Wrong answers learners give to the first-responder exercises, each fed to its check.

/// A notes controller of DisabledMenuItem that answers true for every action.
@MainActor private final class EagerNotes: UIViewController {
  var hasSelection = false
  var duplicateCount = 0

  func duplicate(_ sender: Any?) { duplicateCount += 1 }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("duplicate:", EagerNotes.duplicate)]
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
}

@Suite("Recognised mistakes in the first-responder exercises")
@MainActor
struct ResponderMistakeTests {
  @Test("DisabledMenuItem: answering true for every action is recognised (FIDELITY 11.12)")
  func answersTrueForEverything() throws {
    let verdict = DisabledMenuItemCheck.check(
      make: EagerNotes.init, setSelection: { $0.hasSelection = $1 }, duplicates: \.duplicateCount)
    #expect(!verdict.passed)
    #expect(verdict.firstFailure?.title == "Archive stays disabled while nothing is selected")
    #expect(verdict.mistake?.id == "answersTrueForEverything")
    let evidence = try #require(verdict.firstFailure?.evidence)
    #expect(evidence.contains("EagerNotes#1"), "the route names the controller that answered")
  }
}
