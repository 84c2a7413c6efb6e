import Foundation
public import SimUIKit

/// A Graphviz DOT picture of a hierarchy: controllers and views as boxes, containment as solid
/// edges, presentation as dashed edges, each controller's root view as a dotted edge, and the
/// responder chain from a chosen responder as numbered red edges.
@MainActor
public struct HierarchyGraph {
  /// How objects are named.
  public var style: DumpStyle

  /// Creates a DOT configuration.
  public init(style: DumpStyle = .stable) {
    self.style = style
  }

  /// The DOT text.
  public func dot(
    rootController: UIViewController?, rootView: UIView?,
    highlightingChainFrom start: UIResponder? = nil
  ) -> String {
    var ids: [ObjectIdentifier: String] = [:]
    var lines = [
      "digraph hierarchy {", "  rankdir=LR;",
      "  node [shape=box, fontname=\"Helvetica\", fontsize=10, style=\"rounded\"];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    func id(_ object: UIResponder) -> String {
      let key = ObjectIdentifier(object)
      if let existing = ids[key] { return existing }
      let made = "n\(ids.count + 1)"
      ids[key] = made
      return made
    }
    func name(_ object: UIResponder) -> String {
      style.showsAddresses ? object.objectName.uikitDescription : object.objectName.description
    }
    var chain: [UIResponder] = []
    if let start { chain = ResponderChainDump().chain(from: start) }
    let inChain = Set(chain.map(ObjectIdentifier.init))
    func node(_ object: UIResponder, detail: String, fill: String) -> String {
      let highlighted = inChain.contains(ObjectIdentifier(object))
      let label = Self.escape(name(object) + (detail.isEmpty ? "" : "\n" + detail))
      return
        "  \(id(object)) [label=\"\(label)\", style=\"rounded,filled\", fillcolor=\"\(highlighted ? "#ffe08a" : fill)\"\(highlighted ? ", penwidth=2, color=\"#c0392b\"" : "")];"
    }
    // Controllers.
    var controllers: [UIViewController] = rootController.map { [$0] } ?? []
    lines.append("  subgraph cluster_controllers {")
    lines.append("    label=\"view controllers\"; color=\"#9db4d6\";")
    var controllerEdges: [String] = []
    while let controller = controllers.popLast() {
      lines.append("  " + node(controller, detail: controller.appearanceStateName, fill: "#dbe9ff"))
      for child in controller.children {
        controllerEdges.append("  \(id(controller)) -> \(id(child)) [label=\"child\"];")
      }
      if let presented = controller.presentedControllerForDump {
        controllerEdges.append(
          "  \(id(controller)) -> \(id(presented)) [label=\"presents\", style=dashed, color=\"#8e44ad\"];"
        )
        controllers.append(presented)
      }
      controllers.append(contentsOf: controller.children.reversed())
    }
    lines.append("  }")
    // Views.
    var viewEdges: [String] = []
    if let rootView {
      lines.append("  subgraph cluster_views {")
      lines.append("    label=\"views\"; color=\"#b5c9a6\";")
      rootView.forEachInSubtree { view in
        let fill = view is UILabel ? "#eef7e6" : "#f6f6f6"
        var detail = ViewTreeDump.format(view.frame)
        if let text = (view as? UILabel)?.text { detail += " '\(text)'" }
        if view.isHidden { detail += " hidden" }
        lines.append("  " + node(view, detail: detail, fill: fill))
        for subview in view.subviews {
          viewEdges.append("  \(id(view)) -> \(id(subview)) [arrowhead=none, color=\"#7f8c8d\"];")
        }
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
          ids[ObjectIdentifier(controller)] != nil
        {
          viewEdges.append(
            "  \(id(controller)) -> \(id(view)) [label=\"view\", style=dotted, constraint=false];")
        }
      }
      lines.append("  }")
    }
    lines += controllerEdges + viewEdges
    // The chain, with any responder not drawn yet (scene, application, delegate).
    for responder in chain where ids[ObjectIdentifier(responder)] == nil {
      lines.append(node(responder, detail: "", fill: "#fdebd0"))
    }
    for (index, pair) in zip(chain, chain.dropFirst()).enumerated() {
      lines.append(
        "  \(id(pair.0)) -> \(id(pair.1)) [label=\"next \(index + 1)\", color=\"#c0392b\", fontcolor=\"#c0392b\", penwidth=2, constraint=false];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}
