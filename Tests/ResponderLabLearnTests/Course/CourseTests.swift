import Foundation
import LearnStarters
import ResponderLabLearn
import Testing

@Suite("The course and its files")
@MainActor
struct CourseTests {
  nonisolated static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  nonisolated static let numbers = LearnCourse.exercises.map(\.number)

  private func read(_ relative: String) throws -> String {
    try String(contentsOfFile: Self.packageRoot + "/" + relative, encoding: .utf8)
  }

  @Test("At least 14 exercises, numbered from 1 in order, each in its own folder")
  func numbering() {
    let exercises = LearnCourse.exercises
    #expect(exercises.count >= 14)
    #expect(exercises.map(\.number) == Array(1...exercises.count))
    #expect(Set(exercises.map(\.folder)).count == exercises.count)
    for exercise in exercises {
      #expect(exercise.folder.hasPrefix(exercise.twoDigitNumber + "-"))
    }
  }

  @Test(
    "Each exercise has a task, two or three hints, FIDELITY facts and a duration",
    arguments: numbers)
  func metadata(number: Int) throws {
    let exercise = try #require(LearnCourse.exercise(number))
    #expect(!exercise.task.isEmpty && !exercise.teaches.isEmpty)
    #expect((2...3).contains(exercise.hints.count))
    #expect(!exercise.fidelity.isEmpty)
    #expect(exercise.fidelity.allSatisfy { $0.first?.isNumber == true && $0.contains(".") })
    #expect((3...20).contains(exercise.minutes))
  }

  @Test("Each exercise has its file, main.swift, a starter and a solution", arguments: numbers)
  func files(number: Int) throws {
    let exercise = try #require(LearnCourse.exercise(number))
    let manager = FileManager.default
    for path in [
      exercise.path, "Playgrounds/\(exercise.folder)/main.swift", exercise.starterPath,
      exercise.solutionPath,
    ] {
      #expect(manager.fileExists(atPath: Self.packageRoot + "/" + path), "\(path)")
    }
    let starter = try read(exercise.starterPath)
    #expect(starter.contains("TODO"))
    #expect(!starter.contains("fatalError"))
    #expect(starter.contains("learn hint \(number)"))
    #expect(
      try read("Playgrounds/\(exercise.folder)/main.swift").contains("ExerciseMain.run(\(number))"))
  }

  @Test(
    "The learner's file starts as the pristine starter (after 'learn reset', it is again)",
    arguments: numbers)
  func learnerFileIsStarter(number: Int) throws {
    let exercise = try #require(LearnCourse.exercise(number))
    // A learner at work has saved progress, and their files rightly differ from the starters: the
    // check is for the committed course, not for a checkout where someone is learning.
    let progress = Self.packageRoot + "/.responder-lab/progress.json"
    guard !FileManager.default.fileExists(atPath: progress) else { return }
    #expect(
      try read(exercise.path) == read(exercise.starterPath),
      "\(exercise.path) differs from \(exercise.starterPath). If you are working through the exercises this is expected; otherwise copy the starter over it."
    )
  }

  @Test("Package.swift builds every exercise as its own executable")
  func packageListsEveryExercise() throws {
    let manifest = try read("Package.swift")
    for exercise in LearnCourse.exercises {
      #expect(manifest.contains("\"\(exercise.folder)\""))
    }
  }

  @Test("Exercise 14's starter shows the dump of the device its check builds (FIDELITY 10.2)")
  func dumpInStarterIsCurrent() throws {
    let exercise = try #require(LearnCourse.exercise(id: "ReadADump"))
    let starter = try read(exercise.starterPath)
    let commented = ReadADumpCheck.dump.split(separator: "\n").map { "//   " + $0 }
      .joined(separator: "\n")
    #expect(starter.contains(commented), "Expected the starter to contain:\n\(commented)")
  }

  @Test("docs/learn.md shows exercise 5's starter verdict, a prediction side by side, as printed")
  func learnDocumentShowsRealPrediction() throws {
    let exercise = try #require(LearnCourse.exercise(id: "PredictWhoPresents"))
    let verdict = try #require(StarterSubmissions.verdict(for: exercise.number))
    let text = VerdictText().render(verdict, of: exercise)
    #expect(try read("docs/learn.md").contains("```\n" + text + "```\n"))
  }

  @Test("docs/learn.md shows exercise 1's starter verdict exactly as the check prints it")
  func learnDocumentShowsRealVerdict() throws {
    let exercise = try #require(LearnCourse.exercise(1))
    let verdict = try #require(StarterSubmissions.verdict(for: 1))
    let text = VerdictText().render(verdict, of: exercise)
    #expect(try read("docs/learn.md").contains("```\n" + text + "```\n"))
  }
}
