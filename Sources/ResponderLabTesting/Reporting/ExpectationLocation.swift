import Testing

/// Where an expectation was written in the user's test: filled in from the call's `#fileID`,
/// `#filePath`, `#line` and `#column`, so failures point at the user's line from Swift Testing and
/// XCTest alike, and neither needs `import Testing` in the test file.
struct ExpectationLocation: Sendable {
  /// `Module/File.swift`.
  var fileID: String
  /// The absolute path of the test file, as XCTest wants it.
  var filePath: StaticString
  /// The line of the call.
  var line: UInt
  /// The column of the call.
  var column: UInt

  /// The location in Swift Testing's terms.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  /// `path:line:column`, the form compilers and editors jump to.
  var clickable: String { "\(filePath):\(line):\(column)" }
}
