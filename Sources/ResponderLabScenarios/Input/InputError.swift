/// A mistake in an input file (a scenario or an imported dump): where it is, what was expected, what
/// was found, and how to fix it.
///
/// The CLI prints it as `file:line:column: error: …` and exits with 65 (bad input data).
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file the mistake is in, as the user named it.
  public var file: String
  /// Where in the file.
  public var position: SourcePosition
  /// What the reader expected at that place.
  public var expected: String
  /// What it found instead.
  public var found: String
  /// What to change.
  public var fix: String

  /// Creates an error.
  public init(
    file: String, position: SourcePosition, expected: String, found: String, fix: String
  ) {
    self.file = file
    self.position = position
    self.expected = expected
    self.found = found
    self.fix = fix
  }

  /// `file.json:3:14: error: expected …, found …. To fix, ….`
  public var description: String {
    "\(file):\(position): error: expected \(expected), found \(found). To fix, \(fix)"
  }
}
