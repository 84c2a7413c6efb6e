/// A mistake on the command line. The tool prints it on one line, with the nearest valid word
/// when there is one, then the usage line and where to read more, and exits 64.
struct UsageError: Error, Sendable {
  /// What is wrong, without a closing full stop: `Unknown option '--fromat'`.
  var message: String
  /// The word that was probably meant.
  var suggestion: String?
  /// Sentences after the message: what is accepted, how to fix it.
  var detail: String?
  /// The learn subcommand the mistake is in, so that its own usage line is shown.
  var subcommand: String?

  init(_ message: String, suggestion: String? = nil, detail: String? = nil) {
    self.message = message
    self.suggestion = suggestion
    self.detail = detail
  }

  /// `Unknown option '--fromat'; did you mean '--format'?`, or the message and its detail.
  var line: String {
    var text = message
    if let suggestion {
      text += "; did you mean '\(suggestion)'?"
    } else {
      text += "."
    }
    if let detail { text += " " + detail }
    return text
  }

  /// A value outside `choices`: `Unknown demo 'guardain'; did you mean 'guardian'?`, or the
  /// choices when none is near.
  static func invalidValue(_ value: String, for subject: String, noun: String?, choices: [String])
    -> UsageError
  {
    let message =
      noun.map { "Unknown \($0) '\(value)'" } ?? "The value '\(value)' is invalid for '\(subject)'"
    let suggestion = Suggestion.nearest(to: value, in: choices)
    return UsageError(
      message, suggestion: suggestion,
      detail: suggestion == nil ? "Choose one of: \(choices.joined(separator: ", "))." : nil)
  }
}
