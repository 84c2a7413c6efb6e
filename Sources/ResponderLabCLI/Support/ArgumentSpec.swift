/// A positional argument a command accepts: `<file>`, `[<name>]`, `<file> ...`.
struct ArgumentSpec: Sendable {
  var name: String
  var help: String
  /// What the argument is: how it is checked and completed.
  var kind: ValueKind = .text
  /// Whether the command runs without it.
  var isOptional = false
  /// Whether it may be given more than once (`<file> ...`); it must be the last argument.
  var isRepeating = false
  /// The word for a value outside the choices (`Unknown demo 'x'`); nil says "The value 'x' is
  /// invalid for '<name>'".
  var noun: String?

  /// `<file>`, `[<name>]` or `<file> ...`.
  var synopsis: String {
    let base = "<\(name)>" + (isRepeating ? " ..." : "")
    return isOptional ? "[\(base)]" : base
  }
}
