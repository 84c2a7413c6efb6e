/// What an exercise asks of the learner.
public enum ExerciseKind: String, Sendable {
  /// Write or fix code marked TODO; the check runs it.
  case write
  /// Write what will happen as a Swift value; the check runs the scenario and shows prediction and
  /// truth side by side (``PredictionCheck``).
  case predict
  /// A review at the end of a part that combines its topics; written like a `write` exercise.
  case milestone

  /// The tag `learn list` shows after the title: `[predict]`, `[milestone]`, or nothing.
  public var tag: String {
    switch self {
    case .write: ""
    case .predict: "[predict]"
    case .milestone: "[milestone]"
    }
  }
}
