import Foundation

/// One responder of a printed chain (FIDELITY 10.5 or the arrow form), before it is built.
struct ImportedResponder: Hashable, Sendable {
  var className: String
  var address: UInt?
  /// The frame, when the chain printed a view's full description.
  var frame: CGRect?
  var line: Int
  var column: Int
}

/// Reads chisel's `presponder` form or the one-line arrow form into ``ImportedResponder``s.
struct ResponderChainParser {
  let file: String

  func parse(_ text: String, lines: [DumpLine], format: DumpFormat) throws(InputError)
    -> [ImportedResponder]
  {
    let responders = format == .arrowChain ? try parseArrows(text) : try parsePresponder(lines)
    guard responders.count >= 2 else {
      throw InputError(
        file: file, position: SourcePosition(line: 1, column: 1),
        expected: "a chain of at least two responders", found: "\(responders.count)",
        fix: "paste a whole chain, e.g. UILabel -> UIView -> ViewController.")
    }
    return responders
  }

  private func parseArrows(_ text: String) throws(InputError) -> [ImportedResponder] {
    var result: [ImportedResponder] = []
    var number = 0
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      let line = String(raw)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("(lldb)"), !trimmed.hasPrefix("//") else {
        continue
      }
      var column = 1
      // Accept a chain continued over several lines, each part split on "->" or "→".
      let parts = line.replacingOccurrences(of: "→", with: "->").components(separatedBy: "->")
      for (offset, part) in parts.enumerated() {
        let name = part.trimmingCharacters(in: .whitespaces)
        let leading = part.prefix { $0 == " " }.count
        if name.isEmpty {
          if offset == 0 || offset == parts.count - 1 { continue }  // a chain split after "->"
          throw InputError(
            file: file, position: SourcePosition(line: number, column: column + leading),
            expected: "a class name between two arrows", found: "nothing",
            fix: "remove the doubled arrow.")
        }
        let cleaned = name.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        let className = String(cleaned.prefix { $0 != ":" && $0 != ";" && $0 != " " && $0 != "#" })
        guard let first = className.first, first.isLetter || first == "_" else {
          throw InputError(
            file: file, position: SourcePosition(line: number, column: column + leading),
            expected: "a class name", found: "'\(name)'",
            fix: "write class names separated by ' -> '.")
        }
        result.append(
          ImportedResponder(
            className: className, address: nil, frame: nil, line: number, column: column + leading))
        column += part.count + 2
      }
    }
    return result
  }

  private func parsePresponder(_ lines: [DumpLine]) throws(InputError) -> [ImportedResponder] {
    var result: [ImportedResponder] = []
    for line in lines {
      guard line.depth == result.count else {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected: "\(result.count) '   | ' prefixes (one per step already taken, FIDELITY 10.5)",
          found: "\(line.depth)", fix: "restore the missing responder's line.")
      }
      var reader = ObjectDescriptionReader(
        line.content, lineNumber: line.number, column: line.contentColumn, file: file)
      let description = try reader.readDescription()
      let frame = description.field("frame").flatMap { RecursiveDescriptionParser.frame($0.value) }
      result.append(
        ImportedResponder(
          className: description.className, address: description.numericAddress, frame: frame,
          line: line.number, column: line.contentColumn))
    }
    return result
  }
}
