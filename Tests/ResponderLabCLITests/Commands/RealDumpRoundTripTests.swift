import Foundation
import ResponderLabCLI
import Testing

/// `import --addresses` writes every real dump of `Tests/Fixtures/RealDumps` back as the device
/// printed it: each description line verbatim, cut lines and `...` marks where they were, only the
/// documented normalisations applied (docs/cli.md, "import").
@Suite("Re-export of real dumps")
@MainActor
struct RealDumpRoundTripTests {
  /// The lines of a dump as the device printed them, without what is not part of the dump:
  /// prompts and prose, lldb result prefixes, quoting marks and tree prefixes, blank lines, and
  /// spaces, commas, backquotes and carriage returns after a description.
  static func dumpLines(of text: String) -> [String] {
    let marks = Set<Character>([" ", "\t", ">", "/", "#", "*", "`", "~", "|", "+", "M"])
    var lines: [String] = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      // Dots or an ellipsis, maybe behind tree marks: where the author cut lines out.
      let cutMarks = Set(" \t|+>/#*`~.…⋮⋯()[]")
      let dots =
        trimmed.filter { $0 == "." }.count + trimmed.filter { "…⋮⋯".contains($0) }.count * 3
      if dots >= 3, trimmed.allSatisfy({ cutMarks.contains($0) }) {
        lines.append(trimmed)
        continue
      }
      guard !trimmed.contains("->"), !trimmed.contains("→") else { continue }
      var line = String(raw)
      if let footer = line.range(of: "presented modally.") {
        line = String(line[footer.upperBound...])
      }
      guard let angle = line.firstIndex(of: "<") else { continue }
      let lead = String(line[..<angle]).replacingOccurrences(
        of: #"\([^()]*\)\s*\$[0-9]+\s*=\s*(0x[0-9a-fA-F]+\s*)?$"#, with: "",
        options: .regularExpression)
      guard lead.allSatisfy({ marks.contains($0) }) else { continue }
      var content = String(line[angle...])
      while let last = content.last, " \t`,\r".contains(last) { content.removeLast() }
      if content.hasPrefix("<__NS"), content.hasSuffix(">(") { continue }
      lines.append(content)
    }
    return lines
  }

  /// A re-exported line without its tree prefix (UIKit's `"   | "`, chisel's `"   |"`, `"   + "`).
  static func withoutPrefix(_ line: Substring) -> String {
    guard let angle = line.firstIndex(of: "<"),
      line[..<angle].allSatisfy({ " |+".contains($0) })
    else { return String(line) }
    return String(line[angle...])
  }

  @Test(
    "FIDELITY 10.1, 10.2, 10.3, 10.5: every real dump comes back from import --addresses as printed"
  )
  func roundTrip() throws {
    #expect(RealDumpCheckTests.files.count >= 25)
    for file in RealDumpCheckTests.files {
      let path = "\(RealDumpCheckTests.folder)/\(file)"
      let text = try String(contentsOfFile: ToolRun.packageRoot + "/" + path, encoding: .utf8)
      let run = ToolRun(["import", path, "--addresses", "--json"])
      #expect(run.code == .success, "\(file)")
      let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      let rebuilt = try #require(json?["rebuilt"] as? String, "\(file)")
      // A one-line arrow chain holds no description line to compare line for line; the chain has
      // a test of its own (arrowChainWithAddresses).
      guard json?["format"] as? String != "arrowChain" else { continue }
      let exported = rebuilt.split(separator: "\n", omittingEmptySubsequences: false)
        .map(Self.withoutPrefix)
      let expected = Self.dumpLines(of: text)
      #expect(exported.count == expected.count, "\(file)")
      for (index, (got, want)) in zip(exported, expected).enumerated() where got != want {
        Issue.record("\(file), dump line \(index + 1):\n  got  \(got)\n  want \(want)")
        break
      }
    }
  }

  @Test("FIDELITY 10.5, 1.7: a real arrow chain cut at its window is rebuilt, with addresses too")
  func arrowChainWithAddresses() throws {
    let path = "\(RealDumpCheckTests.folder)/childview-to-window.arrowChain.txt"
    let plain = ToolRun(["import", path, "--json"])
    let json = try JSONSerialization.jsonObject(with: Data(plain.output.utf8)) as? [String: Any]
    let chain = try #require(json?["rebuilt"] as? String)
    // The published chain stops at the window; past it a device of its era (UIDropShadowView is
    // iOS 13's) goes on through the window's scene.
    #expect(
      chain
        == "ChildView → RootView → ViewController → UIDropShadowView → UITransitionView → UIWindow → UIWindowScene → UIApplication"
    )
    let run = ToolRun(["import", path, "--addresses", "--json"])
    let withAddresses =
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let rebuilt = try #require(withAddresses?["rebuilt"] as? String)
    #expect(rebuilt.hasPrefix("<ChildView: 0x"))
    #expect(rebuilt.contains("> → <UIWindowScene: 0x"))
    #expect(rebuilt.split(separator: "→").count == 8)
  }

  @Test("FIDELITY 10.1: a description the dump cut short comes back without its closing '>'")
  func cutDescription() {
    let run = ToolRun(
      "import Tests/Fixtures/RealDumps/alert-shim-window-truncated.recursiveDescription.txt --addresses"
    )
    #expect(run.code == .success)
    let last = run.output.split(separator: "\n").last { $0.contains("<") }
    #expect(last?.hasSuffix("clipsToBounds = YES; gestureRecogni") == true)
  }

  @Test("FIDELITY 10.1: the author's '...' comes back where lines were cut out")
  func elision() {
    let run = ToolRun(
      "import Tests/Fixtures/RealDumps/wechat-ios7-elided.recursiveDescription.txt --addresses")
    #expect(run.code == .success)
    #expect(run.output.split(separator: "\n").contains("..."))
  }
}
