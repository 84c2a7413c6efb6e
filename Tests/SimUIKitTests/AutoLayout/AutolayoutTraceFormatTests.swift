import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// The simulator's `_autolayoutTrace` against real traces (Tests/Fixtures/AutolayoutTraces): one
/// grammar for the lines of both.
@Suite("The _autolayoutTrace format")
@MainActor
struct AutolayoutTraceFormatTests {
  nonisolated static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/AutolayoutTraces")

  nonisolated static let fixtureNames = [
    "uilabel-missing-y", "view-and-top-layout-guides", "stack-view-equal-spacing",
    "navigation-bar-guides-ios11",
  ]

  /// One line of a trace: the tree marks, the Auto Layout mark, a view (`Class:0x…`) or a layout
  /// guide's description, the quoted text, the host note and the free unknowns.
  static let line: NSRegularExpression = {
    let name = #"[A-Za-z_$][A-Za-z0-9_.$]*:0x[0-9a-f]+"#
    let text = #"(?:'[^']*')?"#
    let number = #"-?[0-9.]+"#
    let guide =
      #"<UILayoutGuide: 0x[0-9a-f]+ - "[^"]*", layoutFrame = \{\{"# + number + ", " + number
      + #"\}, \{"# + number + ", " + number + #"\}\}, owningView = <.*>>"#
    let unknown = name + text + #"\.(?:minX|minY|Width|Height)\{id: [0-9]+\}"#
    let pattern =
      #"^(?:\|   )*[*+•]?(?:"# + name + "|" + guide + ")" + text
      + "(?:, MISSING HOST CONSTRAINTS)?(?:- AMBIGUOUS LAYOUT for " + unknown + "(?:, " + unknown
      + ")*)?$"
    do {
      return try NSRegularExpression(pattern: pattern)
    } catch {
      preconditionFailure("the trace grammar does not compile: \(error)")
    }
  }()

  /// The tree lines of a trace as published: prompts, blank lines, comment marks and the legend
  /// left out.
  static func treeLines(of text: String) -> (tree: [String], legend: String?) {
    let parts = text.components(separatedBy: "\nLegend:\n")
    var tree: [String] = []
    for raw in parts[0].split(separator: "\n", omittingEmptySubsequences: true) {
      var line = Substring(raw)
      while line.first == " " { line = line.dropFirst() }
      if line.hasPrefix("// ") { line = line.dropFirst(3) }
      if line.isEmpty || line.hasPrefix("(lldb)") { continue }
      tree.append(String(line))
    }
    let legend = parts.count > 1 ? "Legend:\n" + parts[1] : nil
    return (tree, legend?.trimmingCharacters(in: .newlines))
  }

  static func matches(_ line: String) -> Bool {
    fullMatch(line).map { $0.length == (line as NSString).length } ?? false
  }

  private static func fullMatch(_ line: String) -> NSRange? {
    let whole = NSRange(location: 0, length: (line as NSString).length)
    return Self.line.firstMatch(in: line, range: whole)?.range
  }

  @Test("FIDELITY 21.3: every line of every real trace is in the grammar", arguments: fixtureNames)
  func realTracesParse(_ name: String) throws {
    let url = Self.folder.appendingPathComponent("\(name).autolayoutTrace.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    let (tree, legend) = Self.treeLines(of: text)
    #expect(tree.count >= 3)
    for line in tree {
      #expect(Self.matches(line), "not in the grammar: \(line)")
    }
    if let legend {
      #expect(legend == UIView.autolayoutTraceLegend)
    }
  }

  /// A screen with a label, a stack of two swatches without widths and a view pinned to the safe
  /// area.
  private func screen() -> (SimulatedDevice, UIViewController, UIStackView, UILabel, UIView) {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let label = UILabel()
    label.text = "Analyst of the Analytical Engine"
    label.translatesAutoresizingMaskIntoConstraints = false
    let swatches = UIStackView(arrangedSubviews: [UIView(), UIView()])
    swatches.frame = CGRect(x: 16, y: 200, width: 358, height: 40)
    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(label)
    root.view.addSubview(swatches)
    root.view.addSubview(banner)
    let safe = root.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
      banner.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      banner.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      banner.heightAnchor.constraint(equalToConstant: 50),
    ])
    device.runUntilIdle()
    return (device, root, swatches, label, banner)
  }

  @Test("FIDELITY 21.3: the simulator's trace is in the same grammar, with UIKit's legend")
  func simulatedTraceParses() throws {
    let (device, _, swatches, _, _) = screen()
    defer { withExtendedLifetime(device) {} }
    let window = try #require(swatches.window)
    let (tree, legend) = Self.treeLines(of: window._autolayoutTrace())
    #expect(legend == UIView.autolayoutTraceLegend)
    #expect(tree.count > 6)
    for line in tree {
      #expect(Self.matches(line), "not in the grammar: \(line)")
    }
  }

  @Test("FIDELITY 21.3: marks, the cut text, the safe-area guide and the free unknowns")
  func simulatedTraceContent() throws {
    let (device, root, swatches, label, banner) = screen()
    defer { withExtendedLifetime(device) {} }
    let window = try #require(swatches.window)
    let lines = window.autolayoutTrace(withAddresses: false).components(separatedBy: "\n")
    #expect(lines.first == "•\(window.objectName)")
    // The stack has a frame: the engine pins it through its autoresizing mask.
    #expect(lines.contains { $0.hasSuffix("+\(swatches.objectName)") })
    // The label is laid out by constraints and fully determined; its text is cut after 25.
    #expect(lines.contains { $0.hasSuffix("*\(label.objectName)'Analyst of the Analytical...'") })
    #expect(lines.contains { $0.hasSuffix("*\(banner.objectName)") })
    // The safe-area guide sits under its owning view, before the view's subviews.
    let rootLine = try #require(lines.firstIndex { $0.hasSuffix("\(root.view.objectName)") })
    let guideLine = lines[rootLine + 1]
    #expect(guideLine.contains("*<UILayoutGuide#"))
    #expect(
      guideLine.contains(#" - "UIViewSafeAreaLayoutGuide", layoutFrame = {{0, 47}, {390, 763}}"#))
    // The swatches share the stack's width with nothing to say how: each has a free width, and the
    // second a free position too.
    let (first, second) = (swatches.arrangedSubviews[0], swatches.arrangedSubviews[1])
    let firstLine = try #require(lines.first { $0.contains("*\(first.objectName)") })
    #expect(
      firstLine.contains(
        "*\(first.objectName)- AMBIGUOUS LAYOUT for \(first.objectName).Width{id: "))
    let secondLine = try #require(lines.first { $0.contains("*\(second.objectName)") })
    #expect(secondLine.contains("\(second.objectName).minX{id: "))
    #expect(first.hasAmbiguousLayout && second.hasAmbiguousLayout && !label.hasAmbiguousLayout)
  }
}
