/// Prose laid out for a terminal and a text fence.
enum Prose {
  /// Wraps `prose` at 100 columns: the first line starts with `indent`, the others with
  /// `continuation` (or `indent` when it is nil).
  static func wrapped(_ prose: String, indent: String, continuation: String? = nil) -> String {
    var lines: [String] = []
    var line = indent
    let next = continuation ?? indent
    for word in prose.split(separator: " ") {
      let empty = line == indent || line == next
      if !empty && line.count + 1 + word.count > 100 {
        lines.append(line)
        line = next
      }
      line += (line == indent || line == next ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
