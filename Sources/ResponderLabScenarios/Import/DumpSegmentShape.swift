import Foundation

/// The shape of one dump found in a text: its lines with depths counted from its first line, and
/// the format they are in.
struct DumpSegmentShape {
  var lines: [DumpLine]
  var format: DumpFormat
  var layerLines: Int
  var isArray: Bool

  /// Checks the tree of `segment` and guesses its format. A tree may start below its root (its
  /// first line indented) and may follow a `...` where lines were cut out; otherwise each line is
  /// at most one level deeper than the line above, or the tree is broken.
  init(_ segment: DumpTranscript.Segment, file: String, notes: inout [String]) throws(InputError) {
    var lines = segment.lines
    let base = lines.first?.depth ?? 0
    if base > 0 {
      notes.append(
        "line \(lines[0].number): the dump starts \(base) level\(base == 1 ? "" : "s") below its root; depths are counted from there."
      )
    }
    var previous: DumpLine?
    for index in lines.indices {
      var line = lines[index]
      line.depth = max(0, line.depth - base)
      if line.depth > DumpLine.maximumDepth {
        throw InputError(
          file: file, position: SourcePosition(line: line.number, column: 1),
          expected: "at most \(DumpLine.maximumDepth) levels of nesting", found: "\(line.depth)",
          fix: "import a smaller part of the hierarchy (chisel's pviews -d limits the depth).")
      }
      let allowed = (previous?.depth ?? -1) + 1
      if line.depth > allowed {
        let cut = segment.elisions.contains { ($0 > (previous?.number ?? 0)) && $0 < line.number }
        guard cut else {
          throw InputError(
            file: file, position: SourcePosition(line: line.number, column: line.contentColumn),
            expected:
              "at most \(allowed) '   | ' prefix\(allowed == 1 ? "" : "es") (one more than the line above)",
            found: "\(line.depth)",
            fix: "restore the missing parent's line, or remove the extra prefixes.")
        }
        notes.append(
          "line \(line.number): after the '...' the dump is \(line.depth - allowed) level(s) deeper than the line above; it is attached to that line."
        )
        line.depth = allowed
      }
      lines[index] = line
      previous = line
    }
    self.lines = lines
    self.layerLines = segment.layerLines
    self.isArray = segment.isArray
    self.format = Self.format(of: lines)
  }

  /// The format of a dump's lines: the first of ``DumpFormats/all`` that recognizes them.
  static func format(of lines: [DumpLine]) -> DumpFormat {
    (DumpFormats.all.first { $0.recognizes(lines) } ?? RecursiveDescriptionFormat.self).format
  }
}
