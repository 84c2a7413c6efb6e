import ResponderLabLearn

/// An exercise named on the command line: by number (`3`, `03`), by folder
/// (`03-AddChildController`), by name (`AddChildController`, any case) or by target (`exercise-03`).
enum ExerciseArgument {
  /// The names a shell offers: every number and every name.
  static var completions: [String] {
    LearnCourse.exercises.map { String($0.number) } + LearnCourse.exercises.map(name)
  }

  /// The folder's name without its number: `AddChildController`.
  static func name(of exercise: Exercise) -> String {
    String(exercise.folder.drop { $0.isNumber || $0 == "-" })
  }

  /// The exercise's number, or the usage error that suggests the nearest exercise.
  static func number(_ text: String) -> Result<Int, UsageError> {
    let exercises = LearnCourse.exercises
    let range = "The exercises are 1 to \(exercises.count)."
    if let number = Int(text) {
      if LearnCourse.exercise(number) != nil { return .success(number) }
      let nearest = min(max(number, 1), exercises.count)
      return .failure(UsageError("No exercise '\(text)'", suggestion: "\(nearest)", detail: range))
    }
    let lowered = text.lowercased()
    if let exercise = exercises.first(where: {
      [name(of: $0), $0.folder, $0.targetName].contains { $0.lowercased() == lowered }
    }) {
      return .success(exercise.number)
    }
    return .failure(
      UsageError(
        "No exercise '\(text)'",
        suggestion: Suggestion.nearest(to: text, in: exercises.map(name)), detail: range))
  }
}
