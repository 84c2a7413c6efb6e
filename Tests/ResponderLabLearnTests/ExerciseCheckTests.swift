import LearnSolutions
import LearnStarters
import ResponderLabLearn
import Testing

@Suite("Exercise checks: every starter fails, every solution passes")
@MainActor
struct ExerciseCheckTests {
  nonisolated static let numbers = LearnCourse.exercises.map(\.number)

  @Test("The pristine starter fails its check, explaining why with evidence", arguments: numbers)
  func starterFails(number: Int) throws {
    let verdict = try #require(StarterSubmissions.verdict(for: number))
    #expect(!verdict.passed)
    let failure = try #require(verdict.firstFailure)
    #expect(failure.explanation.count > 40, "a sentence or more: \(failure.explanation)")
    #expect(
      failure.explanation.contains("FIDELITY") || !failure.evidence.isEmpty,
      "cites a fact or shows what the simulator saw")
  }

  @Test("The reference solution passes every expectation of its check", arguments: numbers)
  func solutionPasses(number: Int) throws {
    let verdict = try #require(SolutionSubmissions.verdict(for: number))
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
