public import SimUIKit

/// An SVG picture of a hierarchy: the controller tree on the left, the view tree on the right, with
/// containment lines, presentation links, controller-to-view links, and the responder chain from a
/// chosen responder drawn as numbered red arrows.
@MainActor
public struct HierarchyPicture {
  /// How objects are named.
  public var style: DumpStyle

  /// Creates a picture configuration.
  public init(style: DumpStyle = .stable) {
    self.style = style
  }

  struct Box {
    var object: UIResponder
    var title: String
    var detail: String
    var x: Double
    var y: Double
    var width: Double
    var parent: Int?
    var kind: Kind
  }

  enum Kind { case controller, presented, view, other }

  private static let rowHeight = 34.0
  static let boxHeight = 26.0
  private static let indent = 18.0

  /// The SVG document.
  public func svg(
    rootController: UIViewController?, rootView: UIView?,
    highlightingChainFrom start: UIResponder? = nil
  ) -> String {
    var boxes: [Box] = []
    var index: [ObjectIdentifier: Int] = [:]
    let chain = start.map { ResponderChainDump().chain(from: $0) } ?? []
    // Each hop that starts or ends at a controller gets its own lane between the two columns.
    let gapLanes = zip(chain, chain.dropFirst()).filter {
      $0.0 is UIViewController || $0.1 is UIViewController
    }.count
    func name(_ object: UIResponder) -> String {
      style.showsAddresses ? object.objectName.uikitDescription : object.objectName.description
    }
    func width(_ box: (String, String)) -> Double {
      Double(max(box.0.count, box.1.count)) * 6.6 + 16
    }
    // Controllers, depth first, children before what they present (as _printHierarchy).
    var stack: [(UIViewController, Int, Int?, Bool)] =
      rootController.map { [($0, 0, nil, false)] } ?? []
    var row = 0
    while let (controller, depth, parent, presented) = stack.popLast() {
      let title = (presented ? "+ " : "") + name(controller)
      let detail = controller.appearanceStateName
      boxes.append(
        Box(
          object: controller, title: title, detail: detail, x: 20 + Double(depth) * Self.indent,
          y: 50 + Double(row) * Self.rowHeight, width: width((title, detail)), parent: parent,
          kind: presented ? .presented : .controller))
      index[ObjectIdentifier(controller)] = boxes.count - 1
      row += 1
      let me = boxes.count - 1
      if let next = controller.presentedControllerForDump {
        stack.append((next, depth + 1, me, true))
      }
      for child in controller.children.reversed() { stack.append((child, depth + 1, me, false)) }
    }
    let controllersRight = boxes.map { $0.x + $0.width }.max() ?? 140
    let controllerColumnWidth =
      controllersRight + max(60, ChainRoutes.laneGap * Double(gapLanes + 1) + 30)
    // Views.
    var viewRow = 0
    if let rootView {
      var views: [(UIView, Int, Int?)] = [(rootView, 0, nil)]
      while let (view, depth, parent) = views.popLast() {
        var detail = ViewTreeDump.format(view.frame)
        if let text = (view as? UILabel)?.text { detail += " '\(text)'" }
        if view.isHidden { detail += " hidden" }
        let title = name(view)
        boxes.append(
          Box(
            object: view, title: title, detail: detail,
            x: controllerColumnWidth + Double(depth) * Self.indent,
            y: 50 + Double(viewRow) * Self.rowHeight, width: width((title, detail)), parent: parent,
            kind: .view))
        index[ObjectIdentifier(view)] = boxes.count - 1
        viewRow += 1
        let me = boxes.count - 1
        for subview in view.subviews.reversed() { views.append((subview, depth + 1, me)) }
      }
    }
    // The responders the chain reaches that are in neither tree.
    for responder in chain where index[ObjectIdentifier(responder)] == nil {
      let title = name(responder)
      boxes.append(
        Box(
          object: responder, title: title, detail: "", x: controllerColumnWidth,
          y: 50 + Double(viewRow) * Self.rowHeight, width: width((title, "")), parent: nil,
          kind: .other))
      index[ObjectIdentifier(responder)] = boxes.count - 1
      viewRow += 1
    }
    markFirstResponder(in: &boxes, rootController: rootController, rootView: rootView)
    let chainPosition = Dictionary(
      chain.enumerated().map { (ObjectIdentifier($0.element), $0.offset + 1) },
      uniquingKeysWith: { first, _ in first })

    let n = SVGText.number
    var back: [String] = []
    var front: [String] = []
    for box in boxes {
      if let parent = box.parent {
        let p = boxes[parent]
        let color = box.kind == .presented ? "#8e44ad" : "#95a5a6"
        let dash = box.kind == .presented ? " stroke-dasharray=\"5 3\"" : ""
        back.append(
          "<path d=\"M\(n(p.x + 8)) \(n(p.y + Self.boxHeight)) V\(n(box.y + Self.boxHeight / 2)) H\(n(box.x))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.2\"\(dash)/>"
        )
      }
      if let controller = box.object as? UIViewController, let view = controller.viewIfLoaded,
        let target = index[ObjectIdentifier(view)]
      {
        let t = boxes[target]
        let startX = box.x + box.width
        let startY = box.y + Self.boxHeight / 2
        let endY = t.y + Self.boxHeight / 2
        back.append(
          "<path d=\"M\(n(startX)) \(n(startY)) C\(n(startX + 40)) \(n(startY)) \(n(t.x - 40)) \(n(endY)) \(n(t.x)) \(n(endY))\" fill=\"none\" stroke=\"#3498db\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>"
        )
      }
      let step = chainPosition[ObjectIdentifier(box.object)]
      let fill: String
      switch box.kind {
      case .controller: fill = "#dbe9ff"
      case .presented: fill = "#efe1f7"
      case .view: fill = box.object is UILabel ? "#eef7e6" : "#f6f6f6"
      case .other: fill = "#fdebd0"
      }
      let isFirst = box.detail.hasSuffix(Self.firstResponderMark)
      let stroke = step != nil ? "#c0392b" : isFirst ? "#0a84ff" : "#7f8c8d"
      front.append(
        "<g data-name=\"\(SVGText.escape(box.title))\" data-frame=\"\(n(box.x)) \(n(box.y)) \(n(box.width)) \(n(Self.boxHeight))\">"
      )
      front.append(
        "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(Self.boxHeight))\" rx=\"5\" fill=\"\(step != nil ? "#ffe08a" : fill)\" stroke=\"\(stroke)\" stroke-width=\"\(step != nil || isFirst ? 2 : 1)\"/>"
      )
      front.append(
        "<text x=\"\(n(box.x + 6))\" y=\"\(n(box.y + 11))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\" font-weight=\"bold\" fill=\"#1d1d1f\">\(SVGText.escape(box.title))</text>"
      )
      if !box.detail.isEmpty {
        front.append(
          "<text x=\"\(n(box.x + 6))\" y=\"\(n(box.y + 22))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"9\" fill=\"#555\">\(SVGText.escape(box.detail))</text>"
        )
      }
      front.append("</g>")
      if let step {
        front.append(
          "<circle cx=\"\(n(box.x - 9))\" cy=\"\(n(box.y + Self.boxHeight / 2))\" r=\"8\" fill=\"#c0392b\"/><text x=\"\(n(box.x - 9))\" y=\"\(n(box.y + Self.boxHeight / 2 + 3.5))\" text-anchor=\"middle\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"9\" fill=\"#fff\">\(step)</text>"
        )
      }
    }
    // Chain arrows, routed so that none crosses a box (see ``ChainRoutes``).
    let routes = ChainRoutes(
      boxes: boxes,
      hops: zip(chain, chain.dropFirst()).compactMap { from, to in
        guard let a = index[ObjectIdentifier(from)], let b = index[ObjectIdentifier(to)] else {
          return nil
        }
        return (a, b)
      }, controllersRight: controllersRight)
    for path in routes.paths {
      back.append(
        "<path class=\"chain-arrow\" d=\"\(path)\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"1.6\" marker-end=\"url(#arrow)\" opacity=\"0.85\"/>"
      )
    }
    // Whole numbers, so that every renderer makes an image of the same size.
    let totalWidth = (max(routes.rightmost, (boxes.map { $0.x + $0.width }.max() ?? 300)) + 40)
      .rounded(.up)
    let totalHeight = (boxes.map { $0.y }.max() ?? 0) + 60
    let legend =
      "<text x=\"20\" y=\"26\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" font-weight=\"bold\">View controllers</text><text x=\"\(n(controllerColumnWidth))\" y=\"26\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" font-weight=\"bold\">Views\(chain.isEmpty ? "" : " (red: responder chain from \(SVGText.escape(name(chain[0]))))")</text>"
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" viewBox="0 0 \(n(totalWidth)) \(n(totalHeight))">
      <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#c0392b"/></marker></defs>
      <rect width="100%" height="100%" fill="#ffffff"/>
      \(legend)
      \(back.joined(separator: "\n"))
      \(front.joined(separator: "\n"))
      </svg>
      """
  }

  private static let firstResponderMark = " · first responder"

  /// Marks the first responder of the pictured window, and the controller that owns it
  /// (FIDELITY 11.1).
  private func markFirstResponder(
    in boxes: inout [Box], rootController: UIViewController?, rootView: UIView?
  ) {
    let window =
      (rootView as? UIWindow) ?? rootView?.window ?? rootController?.viewIfLoaded?.window
    guard let responder = window?.storedFirstResponder else { return }
    let owner = FirstResponderOwner.controller(owning: responder)
    for index in boxes.indices {
      let object = boxes[index].object
      if object === responder {
        boxes[index].detail += Self.firstResponderMark
      } else if object === owner {
        boxes[index].detail += " · owns the first responder"
      }
      boxes[index].width = max(
        boxes[index].width, Double(boxes[index].detail.count) * 6.6 + 16)
    }
  }
}
