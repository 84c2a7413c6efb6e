import Foundation

/// The check of a predict exercise: the learner writes what will happen as a Swift value, the check
/// runs the scenario, and each question's prediction and truth are shown side by side, with the
/// FIDELITY fact behind each line.
///
/// ```swift
/// PredictionCheck.check(exercise: 5, questions: [
///   .init(
///     title: "Who presents when list asks", predicted: prediction,
///     truth: [.init("UITabBarController", fact: "3.2")])
/// ])
/// ```
public enum PredictionCheck {
  /// One thing to predict: a title, the learner's lines and the simulator's.
  public struct Question: Sendable {
    /// What is predicted: "The callbacks after a refused swipe".
    public var title: String
    /// The learner's prediction, one line per step.
    public var predicted: [String]
    /// What the simulator did, one line per step, each with the fact behind it.
    public var truth: [Truth]

    /// Creates a question.
    public init(title: String, predicted: [String], truth: [Truth]) {
      self.title = title
      self.predicted = predicted
      self.truth = truth
    }

    /// Whether the prediction matches the truth line for line.
    public var isRight: Bool {
      predicted == truth.map(\.line)
    }
  }

  /// One line of what the simulator did, and why.
  public struct Truth: Sendable {
    /// The line as the learner would write it: "UITabBarController".
    public var line: String
    /// What explains it, as the learner reads it: "FIDELITY 3.2", or a documented assumption.
    public var source: String

    /// A line explained by a FIDELITY fact, such as "3.2".
    public init(_ line: String, fact: String) {
      self.line = line
      self.source = "FIDELITY " + fact
    }

    /// A line explained by `source`, read as it is: "docs/swiftui-assumptions.md (durations)".
    public init(_ line: String, source: String) {
      self.line = line
      self.source = source
    }
  }

  /// Checks every question in order; the first wrong one fails with both columns side by side.
  public static func check(exercise: Int, questions: [Question]) -> Verdict {
    var list = CheckList(exercise: exercise, total: questions.count)
    for question in questions {
      list.expect(question.title, question.isRight) {
        let wrong = differences(question)
        let sources = Array(Set(wrong.map(\.source))).sorted()
        return .init(
          explanation: """
            Your prediction and the simulator differ on \(wrong.count) of \
            \(max(question.predicted.count, question.truth.count)) lines; the facts behind them: \
            \(sources.joined(separator: ", ")). Read why there (docs/fidelity.md), then change the \
            prediction to what the simulator did.
            """,
          evidence: sideBySide(question))
      }
    }
    return list.verdict
  }

  /// The lines where prediction and truth differ, with the fact of the truth's line (or of the
  /// last line when the prediction is longer).
  static func differences(_ question: Question) -> [Truth] {
    let count = max(question.predicted.count, question.truth.count)
    return (0..<count).compactMap { index in
      let said = index < question.predicted.count ? question.predicted[index] : nil
      let truth = index < question.truth.count ? question.truth[index] : nil
      guard said != truth?.line else { return nil }
      return truth ?? Truth("(nothing)", source: question.truth.last?.source ?? "")
    }
  }

  /// Both columns, a mark per line: ✓ where they agree, ✗ and the fact where they do not.
  public static func sideBySide(_ question: Question) -> String {
    let count = max(question.predicted.count, question.truth.count)
    let said = (0..<count).map { $0 < question.predicted.count ? question.predicted[$0] : "—" }
    let real = (0..<count).map { $0 < question.truth.count ? question.truth[$0].line : "—" }
    let width = max(16, (said.map(\.count).max() ?? 0) + 2)
    var lines = [
      "  " + "you predicted".padding(toLength: width, withPad: " ", startingAt: 0)
        + "the simulator did"
    ]
    for index in 0..<count {
      let agree = said[index] == real[index]
      let fact =
        agree || index >= question.truth.count
        ? "" : "   " + question.truth[index].source
      lines.append(
        (agree ? "✓ " : "✗ ") + said[index].padding(toLength: width, withPad: " ", startingAt: 0)
          + real[index] + fact)
    }
    return lines.joined(separator: "\n")
  }
}
