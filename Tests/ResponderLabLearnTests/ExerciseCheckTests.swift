import LearnSolutions
import LearnStarters
import ResponderLabLearn
import Testing

@Suite("Exercise checks: every starter fails, every solution passes")
@MainActor
struct ExerciseCheckTests {
  nonisolated static let numbers = LearnCourse.exercises.map(\.number)

  @Test("The starter fails its check with an explanation", arguments: numbers)
  func starterFails(number: Int) throws {
    let verdict = try #require(StarterSubmissions.verdict(for: number))
    #expect(!verdict.passed)
    let failure = try #require(verdict.firstFailure)
    #expect(!failure.explanation.isEmpty)
  }

  @Test("The reference solution passes its check", arguments: numbers)
  func solutionPasses(number: Int) throws {
    let verdict = try #require(SolutionSubmissions.verdict(for: number))
    #expect(verdict.passed, "\(verdict.firstFailure?.explanation ?? "")")
  }
}
