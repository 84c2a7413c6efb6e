import Foundation

/// Reads chisel's `pvc` dump (FIDELITY 10.3) into ``ImportedController``s.
///
/// chisel prints no appearance state: a controller whose view is loaded is taken as on screen.
struct ChiselControllerParser {
  let file: String

  /// One line taken apart: its depth in `"   |"`/`"  *M"` prefixes and the description after them.
  struct Line {
    var number: Int
    var depth: Int
    var isPresented: Bool
    var content: String
    var column: Int
  }

  /// The lines with a description. chisel appends its footer without a newline, so a footer can
  /// run into the next controller's line; the part after it is read as a line of its own.
  func lines(of text: String) -> [Line] {
    var result: [Line] = []
    var number = 0
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      var line = Substring(raw)
      var column = 1
      if line.hasPrefix("//") {
        guard let end = line.range(of: "modally.") else { continue }
        column += line.distance(from: line.startIndex, to: end.upperBound)
        line = line[end.upperBound...]
      }
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty,
        !line.trimmingCharacters(in: .whitespaces).hasPrefix("(lldb)")
      else { continue }
      var depth = 0
      var presented = false
      while line.hasPrefix("   |") || line.hasPrefix("  *M") {
        presented = line.hasPrefix("  *M")
        line = line.dropFirst(4)
        column += 4
        depth += 1
      }
      let leading = line.prefix { $0 == " " }.count
      result.append(
        Line(
          number: number, depth: depth, isPresented: presented,
          content: line.trimmingCharacters(in: .whitespaces), column: column + leading))
    }
    return result
  }

  func parse(_ text: String) throws(InputError) -> ImportedController {
    let lines = lines(of: text)
    guard let first = lines.first else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a chisel pvc dump (FIDELITY 10.3)", found: "an empty file",
        fix: "paste the output of `pvc` into the file.")
    }
    guard first.depth == 0 else {
      throw InputError(
        file: file, position: SourcePosition(line: first.number, column: 1),
        expected: "the root controller's line with no prefix", found: "\(first.depth) prefixes",
        fix: "copy the dump from its first line.")
    }
    var root = try controller(first)
    // The path from the root to the last controller read: at each level, the index and whether
    // that controller was presented.
    var path: [(index: Int, presented: Bool)] = []
    var previousDepth = 0
    for line in lines.dropFirst() {
      guard line.depth >= 1, line.depth <= previousDepth + 1 else {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected:
            "between 1 and \(previousDepth + 1) prefixes (one more than the line above at most)",
          found: "\(line.depth)", fix: "restore the missing controller's line.")
      }
      path = Array(path.prefix(line.depth - 1))
      let index = PrintHierarchyParser.insert(
        try controller(line), presented: line.isPresented, into: &root, at: path[...])
      path.append((index, line.isPresented))
      previousDepth = line.depth
    }
    return root
  }

  private func controller(_ line: Line) throws(InputError) -> ImportedController {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.column, file: file)
    let description = try reader.readDescription(fieldsExpected: true)
    reader.skipSpaces()
    guard reader.isAtEnd else {
      throw reader.error(expected: "the end of the line", fix: "remove the extra text.")
    }
    var controller = ImportedController(
      className: description.className, address: description.numericAddress,
      state: "disappeared", line: line.number)
    if line.isPresented { controller.presentationControllerClassName = "UIPresentationController" }
    if description.field("view not loaded") != nil {
      controller.viewIsInWindow = false
      return controller
    }
    guard let view = description.field("view") else {
      throw InputError(
        file: file, position: SourcePosition(line: line.number, column: line.column),
        expected:
          "'view = <ViewClass; 0x…>' or 'view not loaded' in \(description.className)'s description",
        found: "neither", fix: "copy the whole line as pvc printed it.")
    }
    // `<UIView; 0x7f…>`: the class, then the address after a semicolon.
    let parts = view.value.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
      .components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    controller.viewClassName = parts.first.map { $0.components(separatedBy: "#").first ?? $0 }
    if parts.count > 1, parts[1].hasPrefix("0x") {
      controller.viewAddress = UInt(parts[1].dropFirst(2), radix: 16)
    }
    if let frame = description.field("frame") {
      controller.viewFrame = try RecursiveDescriptionParser.parseFrame(
        frame, line: line.number, file: file)
    }
    controller.state = "appeared"
    return controller
  }
}
