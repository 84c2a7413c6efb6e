import Foundation
import ResponderLabDiagnostics

/// An imported dump written back in UIKit's form, as the device printed it (FIDELITY 10.1–10.5).
///
/// The simulator's rebuild and the device's dump are read the same way (``DumpOutline``) and paired
/// line by line, as `import --check` pairs them. Where a pair says the same thing, the device's own
/// description comes back verbatim: its fields in its order, unknown fields and wordings, escapes, and
/// a description the dump cut short without its closing `>`. Where they differ, the simulator's line
/// stands, so a difference is never hidden. The lines where the author cut lines out (`...`, `…`) and
/// `(layer)` lines come back where they were.
///
/// Normalisations, the only ways a re-export differs from the dump's own lines: the tree prefixes are
/// UIKit's (`"   | "` a level, `"   + "` for a presented controller, from the dump's top line);
/// what is not part of a dump is left out (prompts, lldb's `$1 = 0x…` prefixes, quoting marks,
/// blank lines, prose); spaces, commas and backquotes after a description are dropped; CRLF becomes
/// LF.
package enum DumpReexport {
  /// The dumps `world` read from `file`, whose text is `original`, written back as the device
  /// printed them (UIKit's style, with addresses).
  @MainActor
  package static func reexport(_ file: String, original: String, in world: LabWorld) -> String {
    let dumps = world.importedDumps.filter { $0.file == file }
    let rebuilt = dumps.map { DumpFormats.write($0, in: world, style: .uikit, onlyShown: true) }
      .joined(separator: "\n")
    // A one-line chain holds class names, not descriptions: there is no line of the device's to
    // keep, and the rebuild is the chain as it stands.
    if dumps.allSatisfy({ $0.format == .arrowChain }) { return rebuilt }
    return merge(original: original, rebuilt: rebuilt)
  }

  /// Merges `original`, the text of one file, with `rebuilt`, the simulator's UIKit-style rebuild of
  /// the dumps read from it, showing only what they show.
  package static func merge(original: String, rebuilt: String) -> String {
    let generated = DumpTranscript(rebuilt).segments.flatMap(\.lines)
    let generatedOutline = DumpOutline.lines(of: rebuilt)
    let originalOutline = DumpOutline.lines(of: original)
    let rawLines = rebuilt.split(separator: "\n", omittingEmptySubsequences: false)
    var output: [String] = []
    var objectIndex = 0
    var base: Int?
    for raw in original.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      switch DumpTranscript.classify(raw) {
      case .blank: continue
      case .other, .arrayStart: base = nil
      case .elision:
        output.append(raw.trimmingCharacters(in: .whitespaces))
      case .layer:
        guard let angle = raw.firstIndex(of: "<") else { continue }
        let depth = raw[..<angle].filter { $0 == "|" || $0 == "+" }.count - (base ?? 0)
        var content = String(raw[angle...])
        while let last = content.last, last == " " || last == "\t" || last == "`" || last == "\r" {
          content.removeLast()
        }
        output.append(String(repeating: "   | ", count: max(0, depth)) + content)
      case .object(let depth, _, let content, _):
        if base == nil { base = depth }
        defer { objectIndex += 1 }
        guard objectIndex < generated.count else { continue }
        let line = generated[objectIndex]
        let generatedText = String(rawLines[line.number - 1])
        let prefix = String(generatedText.dropLast(line.content.count))
        let agrees =
          objectIndex < originalOutline.count && objectIndex < generatedOutline.count
          && originalOutline[objectIndex].summary == generatedOutline[objectIndex].summary
        output.append(agrees ? prefix + content : generatedText)
      }
    }
    // Lines of the rebuild the dump does not have.
    for line in generated.dropFirst(objectIndex) {
      output.append(String(rawLines[line.number - 1]))
    }
    // Cut marks and layer lines belong to a dump's objects: with none of them rebuilt, there is no
    // dump to print back.
    guard !generated.isEmpty else { return "" }
    return output.joined(separator: "\n")
  }
}
