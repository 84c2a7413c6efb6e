import LearnSolutions
import LearnStarters
import ResponderLabLearn
import Testing

/// An exercise as a test argument, named with the facts its check relies on.
struct ExerciseCase: CustomTestStringConvertible, Sendable {
  let number: Int
  let testDescription: String

  static let all = LearnCourse.exercises.map {
    ExerciseCase(
      number: $0.number,
      testDescription: "\($0.number). \($0.title) (FIDELITY \($0.fidelity.joined(separator: ", ")))"
    )
  }
}

@Suite("Exercise checks: every starter fails, every solution passes")
@MainActor
struct ExerciseCheckTests {
  nonisolated static let cases = ExerciseCase.all

  @Test("The pristine starter fails its check, explaining why with evidence", arguments: cases)
  func starterFails(exercise: ExerciseCase) throws {
    let verdict = try #require(StarterSubmissions.verdict(for: exercise.number))
    #expect(!verdict.passed)
    let failure = try #require(verdict.firstFailure)
    #expect(failure.explanation.count > 40, "a sentence or more: \(failure.explanation)")
    #expect(
      failure.explanation.contains("FIDELITY") || !failure.evidence.isEmpty,
      "cites a fact or shows what the simulator saw")
  }

  /// The expectation each starter is meant to fail first: the lesson of the exercise.
  nonisolated static let intendedFirstFailure: [Int: String] = [
    1: "A label two views deep finds the root controller",
    2: "From the controller up to the navigation controller",
    3: "The child is in parent.children and its parent is the container",
    4: "The summary is a child of the sheet, its view in the container",
    5: "The presenter of each of the three calls",
    6: "The tab's navigation controller presents details",
    7: "The guard is the delegate of the editor's presentation controller",
    8: "The callbacks of a swipe the delegate refuses",
    9: "A long swipe on the locked editor counts one confirmation",
    10: "second is on top of first, with no warning",
    11: "Who presents the editor",
    12: "With changes, the sheet is modal",
    13: "What happens when Edit is tapped",
    14: "The guard's present override sees the sheet",
    15: "Where the probe's view is at each moment",
    16: "The probe installs the delegate on the sheet's controller",
    17: "The lock is still the delegate once the editor is on screen",
    18: "After a swipe, the sheet is gone and its binding is false again",
    19: "The detents are medium then large",
    20: "The screen right after the tap, 0.4 s and 0.7 s later",
    21: "The dimming covers the whole screen",
    22: "The probe\'s guard is the sheet\'s delegate once the sheet is up",
    23: "Duplicate is enabled while the search field is first responder",
    24: "Who saves for each ⌘S: editing, in the sheet, after the swipe",
    25: "The sheet opens at half height with a grabber, and can grow to full height",
    26: "On the tablet, the options are presented without an exception",
    27: "On the phone, the picker stays a popover",
    28: "A tap on the checkbox ticks it",
    29: "A tap on a row's star makes that person a favourite",
  ]

  @Test("The starter fails first at the expectation that carries the lesson", arguments: cases)
  func starterFailsWhereIntended(exercise: ExerciseCase) throws {
    let verdict = try #require(StarterSubmissions.verdict(for: exercise.number))
    let intended = try #require(Self.intendedFirstFailure[exercise.number])
    #expect(verdict.firstFailure?.title == intended)
  }

  @Test("The reference solution passes every expectation of its check", arguments: cases)
  func solutionPasses(exercise: ExerciseCase) throws {
    let verdict = try #require(SolutionSubmissions.verdict(for: exercise.number))
    #expect(
      verdict.passed,
      "\(verdict.firstFailure?.title ?? ""): \(verdict.firstFailure?.explanation ?? "")")
    #expect(verdict.passedCount == verdict.total)
  }

  @Test("A failing verdict renders its first failure, its explanation and its evidence")
  func verdictText() throws {
    let exercise = try #require(LearnCourse.exercise(1))
    let verdict = try #require(StarterSubmissions.verdict(for: 1))
    let text = VerdictText().render(verdict, of: exercise)
    #expect(text.hasPrefix("✗ NOT YET  Exercise 1: Walk next from a view to its controller"))
    #expect(text.contains("✗ A label two views deep finds the root controller"))
    #expect(text.contains("What the simulator saw:"))
    #expect(text.contains("UILabel#1 → UIView#3"))
  }
}
