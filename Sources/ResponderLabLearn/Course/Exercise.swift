/// One exercise of the course: where its file is, what it asks, what it teaches and its hints.
public struct Exercise: Sendable, Identifiable {
  /// The position in the course, from 1.
  public var number: Int
  /// The folder under `Playgrounds/`: `01-NextToController`.
  public var folder: String
  /// The file the learner edits, inside the folder: `NextToController.swift`.
  public var fileName: String
  /// A short title: "Walk next from a view to its controller".
  public var title: String
  /// The task, in a few sentences.
  public var task: String
  /// What the exercise teaches, in one sentence.
  public var teaches: String
  /// The FIDELITY.md facts the check relies on: `["1.2", "1.4"]`.
  public var fidelity: [String]
  /// About how long it takes, in minutes.
  public var minutes: Int
  /// Hints, from a nudge to nearly the answer.
  public var hints: [String]
  /// What the exercise asks: code to write, a prediction, or a part's review.
  public var kind: ExerciseKind
  /// What the reference solution does that a passing answer may not, shown after a pass.
  public var afterPass: String

  /// Creates an exercise.
  public init(
    number: Int, folder: String, fileName: String, title: String, task: String, teaches: String,
    fidelity: [String], minutes: Int, hints: [String], kind: ExerciseKind = .write,
    afterPass: String = ""
  ) {
    self.number = number
    self.folder = folder
    self.fileName = fileName
    self.title = title
    self.task = task
    self.teaches = teaches
    self.fidelity = fidelity
    self.minutes = minutes
    self.hints = hints
    self.kind = kind
    self.afterPass = afterPass
  }

  /// The exercise's stable name, which progress is kept under: the folder without its number,
  /// `NextToController`. Unlike the number, it stays when exercises are added before it.
  public var id: String {
    folder.drop { $0 != "-" }.dropFirst().description
  }

  /// The SwiftPM target that builds and checks the exercise: `exercise-01`.
  public var targetName: String {
    "exercise-" + twoDigitNumber
  }

  /// The number with a leading zero below 10.
  public var twoDigitNumber: String {
    number < 10 ? "0\(number)" : "\(number)"
  }

  /// The learner's file, relative to the package root.
  public var path: String {
    "Playgrounds/\(folder)/\(fileName)"
  }

  /// The pristine starter, relative to the package root.
  public var starterPath: String {
    "Playgrounds/Starters/\(folder).swift"
  }

  /// The reference solution, relative to the package root.
  public var solutionPath: String {
    "Playgrounds/Solutions/\(folder).swift"
  }
}
