/// A place in a JSON text's UTF-8 bytes, with the line and column of that place as an editor counts
/// them: lines end at `\n` (a `\r\n` pair is one end of line), columns count characters (grapheme
/// clusters), from 1.
///
/// The reader moves byte by byte, so that reading costs a few instructions a byte; a column is only
/// counted when a position is asked for, and only the bytes since the last position asked for on
/// the same line are counted (a run of ASCII by its length, anything else character by character).
struct JSONTextCursor {
  /// The text's bytes.
  let bytes: [UInt8]
  /// The index of the current byte.
  private(set) var index = 0
  /// The current line, from 1.
  private(set) var line = 1
  /// A character boundary on the current line whose column is known, and that column.
  private var anchor = 0
  private var anchorColumn = 1

  /// A cursor at the start of `text`.
  init(_ text: String) {
    self.bytes = Array(text.utf8)
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The current byte, or nil at the end.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The byte after the current one, or nil.
  var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

  /// Whether the current byte is `ascii`.
  func isAt(_ ascii: Unicode.Scalar) -> Bool {
    index < bytes.count && bytes[index] == UInt8(ascii: ascii)
  }

  /// Moves past one byte, counting a line at `\n`.
  mutating func advance() {
    guard index < bytes.count else { return }
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      anchor = index + 1
      anchorColumn = 1
    }
    index += 1
  }

  /// Moves past `count` bytes that hold no `\n`.
  mutating func advance(by count: Int) {
    index = min(index + count, bytes.count)
  }

  /// Moves back to `index`, a place on the current line at or after the last position asked for.
  mutating func rewind(to index: Int) {
    self.index = max(index, anchor)
  }

  /// The line and column of the current byte, which starts a character.
  mutating func position() -> SourcePosition {
    let segment = bytes[anchor..<index]
    // NB: two ASCII scalars side by side are always two characters, but for `\r\n`, which the
    // cursor never stops inside.
    anchorColumn +=
      segment.allSatisfy { $0 < 0x80 }
      ? segment.count : String(decoding: segment, as: UTF8.self).count
    anchor = index
    return SourcePosition(line: line, column: anchorColumn)
  }

  /// The character that starts at the current byte, or nil at the end.
  var currentCharacter: Character? {
    guard index < bytes.count else { return nil }
    // NB: a character ends at the latest where an ASCII byte but `\r` is followed by another:
    // only `\r\n` joins two ASCII scalars, and only a non-ASCII scalar joins what follows it.
    var end = index + 1
    while end < bytes.count,
      bytes[end - 1] >= 0x80 || bytes[end - 1] == UInt8(ascii: "\r") || bytes[end] >= 0x80
    {
      end += 1
    }
    if end == index + 1, bytes[index] < 0x80 { return Character(Unicode.Scalar(bytes[index])) }
    return String(decoding: bytes[index..<end], as: UTF8.self).first
  }

  /// Moves past the character that starts at the current byte and returns it, or nil at the end.
  mutating func readCharacter() -> Character? {
    guard let character = currentCharacter else { return nil }
    for _ in 0..<character.utf8.count { advance() }
    return character
  }

  /// Decodes the bytes from `start` up to the current one.
  func text(from start: Int) -> String {
    String(decoding: bytes[start..<index], as: UTF8.self)
  }
}
