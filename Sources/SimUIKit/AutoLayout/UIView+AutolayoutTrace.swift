// `_autolayoutTrace`, the private UIKit method developers call from the debugger: the view tree with
// Auto Layout's marks (FIDELITY 21.3). The legend is the one Apple showed (WWDC 2015 session 219).
extension UIView {
  /// The view tree under this one with Auto Layout's marks: `*` laid out with Auto Layout, `+`
  /// represented in the engine through its autoresizing mask, `•` the engine's host, and
  /// `- AMBIGUOUS LAYOUT for …` on views whose constraints leave their frame free.
  public func _autolayoutTrace() -> String {
    autolayoutTrace(withAddresses: true)
  }

  /// ``_autolayoutTrace()`` with or without addresses (`UIView#3` names without).
  package func autolayoutTrace(withAddresses: Bool) -> String {
    let engine = layoutEngineIfAny
    engine?.solveAndApply()
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(self, 0)]
    while let (view, depth) = stack.popLast() {
      var line = String(repeating: "|   ", count: depth)
      let inEngine = engine?.participants.contains { $0 === view } ?? false
      if view.autoLayoutStorage?.engine != nil {
        line += "•"
      } else if inEngine {
        line += view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
      }
      let name = view.layoutDescription(withAddresses: withAddresses)
      let text = (view as? UILabel)?.text.map { "'\($0)'" } ?? ""
      line += name + text
      if inEngine, !view.translatesAutoresizingMaskIntoConstraints,
        let free = engine?.ambiguousVariables(of: view), !free.isEmpty
      {
        let names = free.map { variable in
          "\(name)\(text).\(variable.name.split(separator: ".").last ?? "")"
        }
        line += " - AMBIGUOUS LAYOUT for " + names.joined(separator: ", ")
      }
      lines.append(line)
      for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }
}
