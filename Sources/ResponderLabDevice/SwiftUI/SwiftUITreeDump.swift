import Foundation
public import SimSwiftUI

/// A text dump of the SwiftUI trees drawn in a window: each hosting controller, then its nodes
/// indented by depth, with their frames in window coordinates and what they show.
///
/// ```
/// UIHostingController<Counter>#1
///    | Counter (0 47; 390 763)
///    |    | VStack (163 417; 64 48) …
/// ```
@MainActor
public struct SwiftUITreeDump {
  /// Creates a dump.
  public init() {}

  /// Dumps every hosting view in `window`, in view-tree order.
  public func render(_ window: UIWindow) -> String {
    var lines: [String] = []
    window.forEachInSubtree { view in
      guard let hosting = view as? _UIHostingView, let graph = hosting.graph,
        let root = graph.root
      else { return }
      let origin = hosting.convert(CGPoint.zero, to: nil)
      lines.append(graph.host.map { "\($0.objectName)" } ?? "detached graph")
      dump(root, depth: 1, origin: origin, into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private func dump(_ node: ViewNode, depth: Int, origin: CGPoint, into lines: inout [String]) {
    let indent = String(repeating: "   | ", count: depth)
    var line = indent + node.typeName
    if let detail = node.dumpDetail { line += " " + detail }
    if node.hasFrame {
      let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
      line +=
        " (\(format(frame.minX)) \(format(frame.minY)); \(format(frame.width)) \(format(frame.height)))"
    }
    if let text = node.view as? Text { line += " \"\(text.string)\"" }
    if node.isRemoving { line += " leaving" }
    lines.append(line)
    for child in node.children { dump(child, depth: depth + 1, origin: origin, into: &lines) }
  }

  private func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }
}
