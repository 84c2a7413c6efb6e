import Foundation

/// Compares a device's dump with the simulator's rebuild of it, ignoring what cannot match:
/// addresses, stable numbers, layers and fields the simulator does not model.
enum DumpComparison {
  /// One line per difference: `line 3: the dump has …; the simulator has …`.
  static func differences(original: String, rebuilt: String) -> [String] {
    let a = lines(original)
    let b = lines(rebuilt)
    var result: [String] = []
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? a[index] : nil
      let right = index < b.count ? b[index] : nil
      if left?.1 != right?.1 {
        let number = left?.0 ?? (a.last?.0 ?? 0) + 1
        result.append(
          "line \(number): the dump has \(left.map { "'\($0.1)'" } ?? "nothing"); the simulator has \(right.map { "'\($0.1)'" } ?? "nothing")"
        )
      }
    }
    return result
  }

  /// The meaningful lines, numbered as in the text, normalized.
  static func lines(_ text: String) -> [(Int, String)] {
    var result: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("(lldb)"), !trimmed.hasPrefix("//"),
        !trimmed.hasSuffix("(layer)")
      else { continue }
      result.append((index + 1, normalize(String(line))))
    }
    return result
  }

  /// Drops addresses (`: 0x…`, ` 0x…`), stable numbers (`#3`), `→` spelled `->`, and the fields the
  /// simulator does not model.
  static func normalize(_ line: String) -> String {
    var text = line.replacingOccurrences(of: "→", with: "->")
    text = text.replacingOccurrences(
      of: #"[:;]? 0x[0-9a-fA-F…]+"#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: #"#[0-9]+"#, with: "", options: .regularExpression)
    let ignored = [
      "layer", "opaque", "autoresize", "gestureRecognizers", "backgroundColor", "tintColor",
      "baseClass", "contentOffset", "contentSize",
      "adjustedContentInset", "transform", "identifier",
    ]
    for key in ignored {
      text = text.replacingOccurrences(
        of: "; \(key) = (<[^>]*>|[^;>]*)", with: "", options: .regularExpression)
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
