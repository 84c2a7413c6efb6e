import Foundation

/// What a dump says, line by line, reduced to what the simulator models: depth, class, and for
/// views the frame, text, `hidden` and `alpha`; for controllers the state, the view's class and
/// whether it is in the window, and the presentation. `import --check` compares a device's dump with
/// the simulator's rebuild through this outline, so that both are read the same way.
public enum DumpOutline {
  /// One line of the outline: the line number in the text, and the summary.
  public struct Line: Hashable, Sendable {
    /// The line of the text, from 1.
    public var number: Int
    /// What the line says, in a normalized form.
    public var summary: String
  }

  /// The outline of every dump found in `text`.
  public static func lines(of text: String) -> [Line] {
    DumpTranscript(text).segments.flatMap { segment -> [Line] in
      let base = segment.lines.first?.depth ?? 0
      return segment.lines.map { line in
        Line(number: line.number, summary: summary(line, depth: max(0, line.depth - base)))
      }
    }
  }

  static func summary(_ line: DumpLine, depth: Int) -> String {
    var reader = ObjectDescriptionReader(
      line.content, lineNumber: line.number, column: line.contentColumn, file: "")
    guard let head = try? reader.readDescription() else { return "\(depth) \(line.content)" }
    var parts = ["\(depth)\(line.isPresented ? "+" : "|")", head.className]
    if line.content.contains(", state: ") {
      var notes: [String] = []
      let line = DumpLine(
        number: line.number, depth: depth, isPresented: line.isPresented, content: line.content,
        contentColumn: line.contentColumn)
      if let controller = try? PrintHierarchyParser(file: "").parseController(line, notes: &notes) {
        let state =
          controller.state.hasPrefix("appear")
          ? "appeared" : controller.state.isEmpty ? "" : "disappeared"
        parts += [
          state, controller.viewClassName ?? "(view not loaded)",
          controller.viewClassName != nil && !controller.viewIsInWindow ? "not in the window" : "",
          controller.presentationControllerClassName.map { "presented with \($0)" } ?? "",
        ]
      }
    } else if head.field("view") != nil || head.field("view not loaded") != nil {
      let view = head.field("view")?.value ?? "view not loaded"
      parts.append(
        view.replacingOccurrences(
          of: #";? ?0x[0-9a-fA-F]+|#[0-9]+"#, with: "", options: .regularExpression))
      if let frame = head.field("frame").flatMap({ RecursiveDescriptionParser.frame($0.value) }) {
        parts.append(format(frame))
      }
    } else {
      if let frame = head.field("frame").flatMap({ RecursiveDescriptionParser.frame($0.value) }) {
        parts.append(format(frame))
      }
      if let text = head.field("text") { parts.append("text '\(DumpEscapes.decode(text.value))'") }
      if head.field("hidden")?.value == "YES" { parts.append("hidden") }
      if let alpha = head.field("alpha").flatMap({ Double($0.value) }), alpha != 1 {
        parts.append("alpha \(alpha)")
      }
    }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// `(x y; w h)`, as UIKit prints frames.
  static func format(_ frame: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    return
      "(\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"
  }
}
