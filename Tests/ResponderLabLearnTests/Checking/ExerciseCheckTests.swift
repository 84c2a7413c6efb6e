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
