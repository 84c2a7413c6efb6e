/// Text of dumps as UTF-8 bytes, read the way `String` reads it but without taking it apart into
/// characters: the dump readers find their marks (`<`, `;`, `=`, `|`, …), all ASCII, byte by byte,
/// and count columns in characters only when a message needs one.
enum UTF8Text {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")

  /// The string of `bytes` (valid UTF-8 taken from a string at scalar boundaries).
  static func string(_ bytes: some Collection<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The number of characters in `bytes`, as an editor counts columns.
  static func characterCount(_ bytes: some Collection<UInt8>) -> Int {
    bytes.allSatisfy { $0 < 0x80 } ? bytes.count : string(bytes).count
  }

  /// Whether `bytes` holds `pattern` at `index`.
  static func holds(
    _ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
  ) -> Bool {
    // NB: withUTF8Buffer, as a one-character literal is kept as a scalar, without a pointer.
    pattern.withUTF8Buffer { utf8 in
      guard index >= 0, index + utf8.count <= end else { return false }
      for offset in 0..<utf8.count where bytes[index + offset] != utf8[offset] { return false }
      return true
    }
  }

  /// Whether `bytes` holds `pattern` at `index`.
  static func holds(_ pattern: StaticString, in bytes: [UInt8], at index: Int) -> Bool {
    bytes.withUnsafeBufferPointer { holds(pattern, in: $0, at: index, end: $0.count) }
  }

  /// The first index in `range` where `pattern` starts.
  static func firstIndex(
    of pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Int? {
    let first = pattern.withUTF8Buffer { $0[0] }
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == first, holds(pattern, in: bytes, at: index, end: range.upperBound) {
        return index
      }
      index += 1
    }
    return nil
  }

  // MARK: - Whitespace as Foundation's `CharacterSet.whitespaces` has it

  /// The length of the whitespace scalar (general category Zs, or a tab) starting at `index`, or 0.
  static func whitespaceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int)
    -> Int
  {
    let byte = bytes[index]
    if byte == space || byte == tab { return 1 }
    if byte < 0xC2 { return 0 }
    let second = index + 1 < end ? bytes[index + 1] : 0
    if byte == 0xC2 { return second == 0xA0 ? 2 : 0 }  // U+00A0
    let third = index + 2 < end ? bytes[index + 2] : 0
    return isWideSpace(byte, second, third) ? 3 : 0
  }

  /// The length of the whitespace scalar that ends just before `end`, or 0.
  static func whitespaceLengthBefore(
    _ end: Int, in bytes: UnsafeBufferPointer<UInt8>, start: Int
  ) -> Int {
    let last = bytes[end - 1]
    if last == space || last == tab { return 1 }
    if last < 0x80 { return 0 }
    if end - 2 >= start, bytes[end - 2] == 0xC2, last == 0xA0 { return 2 }
    if end - 3 >= start, isWideSpace(bytes[end - 3], bytes[end - 2], last) { return 3 }
    return 0
  }

  /// U+1680, U+2000–U+200A, U+202F, U+205F and U+3000, in UTF-8.
  private static func isWideSpace(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
    switch (a, b) {
    case (0xE1, 0x9A): c == 0x80
    case (0xE2, 0x80): (0x80...0x8A).contains(c) || c == 0xAF
    case (0xE2, 0x81): c == 0x9F
    case (0xE3, 0x80): c == 0x80
    default: false
    }
  }

  /// `range` without the whitespace at either end.
  static func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper {
      let length = whitespaceLength(in: bytes, at: lower, end: upper)
      guard length > 0 else { break }
      lower += length
    }
    while upper > lower {
      let length = whitespaceLengthBefore(upper, in: bytes, start: lower)
      guard length > 0 else { break }
      upper -= length
    }
    return lower..<upper
  }

  /// The text of `range` without the whitespace at either end.
  static func trimmedString(_ range: Range<Int>, in bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      string(UnsafeBufferPointer(rebasing: buffer[trimmed(range, in: buffer)]))
    }
  }

  // MARK: - Lines

  /// The length of the line break starting at `index` (as `Character.isNewline` has it: LF, CR,
  /// CR LF, VT, FF, NEL, LS, PS), or 0.
  static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    switch bytes[index] {
    case 0x0A, 0x0B, 0x0C: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
      guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
      return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
    default: return 0
    }
  }

  /// Calls `body` with the byte range of each line of `bytes`, split at every line break, empty
  /// lines included (as `split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`).
  static func forEachLine(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) throws -> Void
  ) rethrows {
    var start = 0
    var index = 0
    while index < bytes.count {
      let length = lineBreakLength(in: bytes, at: index)
      if length == 0 {
        index += 1
        continue
      }
      try body(start..<index)
      index += length
      start = index
    }
    try body(start..<bytes.count)
  }
}
