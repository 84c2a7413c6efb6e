/// What checking an exercise gave: a verdict, or the reason there is none.
package enum CheckOutcome: Sendable {
  /// The check ran; `text` is its verdict as the learner reads it.
  case checked(passed: Bool, text: String)
  /// The learner's file does not compile; `diagnostics` are the compiler's errors.
  case buildFailed(diagnostics: String)
  /// The check's process stopped without a verdict (a crash, a `fatalError`, a force unwrap of nil).
  case crashed(output: String)
  /// The check ran longer than allowed, usually a loop that never ends.
  case timedOut(seconds: Double)

  /// Whether the exercise is solved.
  package var passed: Bool {
    if case .checked(let passed, _) = self { return passed }
    return false
  }
}
