// `_autolayoutTrace`, the private UIKit method developers call from the debugger: the view tree with
// Auto Layout's marks (FIDELITY 21.3), in the form iOS 9 and later print it (real traces in
// Tests/Fixtures/AutolayoutTraces). The legend is the one Apple showed (WWDC 2015 session 219).
extension UIView {
  /// The legend UIKit prints after the tree.
  package static let autolayoutTraceLegend = """
    Legend:
    \t* - is laid out with auto layout
    \t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
    \t• - layout engine host
    """

  /// The longest text a trace line quotes whole; longer texts are cut to this many characters and
  /// `...` (real traces: `'Testing out NSLayoutConst...'`).
  package static let autolayoutTraceTextLimit = 25

  /// The view tree under this one with Auto Layout's marks: `*` laid out with Auto Layout, `+`
  /// represented in the engine through its autoresizing mask, `•` the engine's host; the engine's
  /// layout guides under their owning views; and `- AMBIGUOUS LAYOUT for …` naming the unknowns
  /// that the constraints leave free, each with the engine's `{id: N}`.
  public func _autolayoutTrace() -> String {
    autolayoutTrace(withAddresses: true)
  }

  /// ``_autolayoutTrace()`` with or without addresses (`UIView#3` names without). A layout guide's
  /// line describes its owning view with `describe`, by default its class, address and frame.
  package func autolayoutTrace(
    withAddresses: Bool, describe: ((UIView) -> String)? = nil
  ) -> String {
    let engine = layoutEngineIfAny
    engine?.solveAndApply()
    let describeOwner = describe ?? { $0.plainDescription(withAddresses: withAddresses) }
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(self, 0)]
    while let (view, depth) = stack.popLast() {
      let indent = String(repeating: "|   ", count: depth)
      let name = view.layoutDescription(withAddresses: withAddresses) + view.autolayoutTraceText
      var line = indent + view.autolayoutTraceMark(in: engine) + name
      if let engine, engine.isParticipant(view), !view.translatesAutoresizingMaskIntoConstraints {
        line += engine.ambiguitySuffix(for: view.layoutVariables, named: name)
      }
      lines.append(line)
      for guide in engine?.guides ?? [] where guide.owningView === view {
        let owner = describeOwner(view)
        var guideLine =
          "\(indent)|   *\(guide.traceDescription(withAddresses: withAddresses, owner: owner))"
        if let engine {
          guideLine += engine.ambiguitySuffix(
            for: guide.layoutVariables, named: guide.layoutDescription(withAddresses: withAddresses)
          )
        }
        lines.append(guideLine)
      }
      for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
    }
    return lines.joined(separator: "\n") + "\n\n" + Self.autolayoutTraceLegend
  }

  /// `•` for the engine's host, `*` for a view laid out by constraints, `+` for a view in the
  /// engine through its autoresizing mask, nothing for a view the engine does not hold.
  private func autolayoutTraceMark(in engine: AutoLayoutEngine?) -> String {
    if autoLayoutStorage?.engine != nil { return "•" }
    guard let engine, engine.isParticipant(self) else { return "" }
    return translatesAutoresizingMaskIntoConstraints ? "+" : "*"
  }

  /// The text a trace quotes after the view's name: a label's text, a button's title, a cell's reuse
  /// identifier, cut after ``autolayoutTraceTextLimit`` characters.
  private var autolayoutTraceText: String {
    let text: String?
    switch self {
    case let label as UILabel: text = label.text
    case let button as UIButton: text = button.currentTitle
    case let cell as UITableViewCell: text = cell.reuseIdentifier
    default: text = nil
    }
    guard let text, !text.isEmpty else { return "" }
    let limit = Self.autolayoutTraceTextLimit
    return text.count > limit ? "'\(text.prefix(limit))...'" : "'\(text)'"
  }

  /// `<UIView: 0x…; frame = (0 0; 390 844)>`, or `<UIView#3; frame = …>` without addresses.
  private func plainDescription(withAddresses: Bool) -> String {
    let name = objectName
    let head =
      withAddresses ? "\(name.className): 0x\(String(name.address, radix: 16))" : "\(name)"
    let rect = frame
    func number(_ value: CGFloat) -> String { NSLayoutConstraint.format(value) }
    return
      "<\(head); frame = (\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))>"
  }
}

extension UILayoutGuide {
  /// A guide as `_autolayoutTrace` prints it: `<UILayoutGuide: 0x… - "UIViewSafeAreaLayoutGuide",
  /// layoutFrame = {{0, 47}, {390, 763}}, owningView = <…>>`.
  fileprivate func traceDescription(withAddresses: Bool, owner: String) -> String {
    let name = objectName
    let head = withAddresses ? "UILayoutGuide: 0x\(String(name.address, radix: 16))" : "\(name)"
    let rect = layoutFrame
    func number(_ value: CGFloat) -> String { NSLayoutConstraint.format(value) }
    let frameText =
      "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), \(number(rect.height))}}"
    return "<\(head) - \"\(identifier)\", layoutFrame = \(frameText), owningView = \(owner)>"
  }
}

extension AutoLayoutEngine {
  /// `- AMBIGUOUS LAYOUT for UIView:0x….minX{id: 13}, …` for the free unknowns among `variables`
  /// (UIKit writes no space before the dash), or nothing.
  fileprivate func ambiguitySuffix(for variables: LayoutItemVariables, named name: String)
    -> String
  {
    let free = [variables.minX, variables.minY, variables.width, variables.height].filter {
      solver.isAmbiguous($0)
    }
    guard !free.isEmpty else { return "" }
    let names = free.map { variable in
      let unknown = variable.name.split(separator: ".").last.map(String.init) ?? variable.name
      return "\(name).\(unknown){id: \(solver.columnNumber(of: variable))}"
    }
    return "- AMBIGUOUS LAYOUT for " + names.joined(separator: ", ")
  }
}
