/// A part of the course: exercises on one subject, ending with a milestone that combines them.
public struct CoursePart: Sendable {
  /// The part's position, from 1.
  public var number: Int
  /// A short title: "The responder chain".
  public var title: String
  /// The exercises, in order; the last is the part's milestone.
  public var exercises: [Exercise]

  /// Creates a part.
  public init(number: Int, title: String, exercises: [Exercise]) {
    self.number = number
    self.title = title
    self.exercises = exercises
  }

  /// The part's review exercise, if it has one.
  public var milestone: Exercise? {
    exercises.last { $0.kind == .milestone }
  }
}
