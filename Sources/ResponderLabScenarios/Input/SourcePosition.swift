/// A place in an input text: a line and a column, both counted from 1.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in characters.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `3:14`.
  public var description: String { "\(line):\(column)" }

  /// Whether `lhs` comes before `rhs` in the text.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
