import Foundation

/// Checks a scenario's ids and references: every id is given once, every reference names an object
/// of the right kind, no controller is placed twice, containment and presentation make no cycle,
/// and steps that can be judged before running (a tap outside the screen) are possible.
struct ScenarioValidator {
  let file: String

  func validate(_ scenario: Scenario) throws(InputError) {
    var seen: [String: SourcePosition] = [:]
    func claim(_ reference: Scenario.Reference) throws(InputError) {
      if let first = seen[reference.id] {
        throw InputError(
          file: file, position: reference.position, expected: "a new id",
          found: "\"\(reference.id)\" again (first given at \(first))",
          fix: "give each object its own id.")
      }
      seen[reference.id] = reference.position
    }
    for controller in scenario.controllers {
      try claim(controller.id)
      var views = controller.view.map { [$0] } ?? []
      while let view = views.popLast() {
        if let id = view.id { try claim(id) }
        views.append(contentsOf: view.subviews)
      }
    }
    for delegate in scenario.delegates { try claim(delegate.id) }
    for probe in scenario.probes { try claim(probe.id) }
    try checkReferences(scenario)
    try checkPlacement(scenario)
    try checkSteps(scenario, ids: Set(seen.keys))
  }

  private func controller(
    _ reference: Scenario.Reference, in scenario: Scenario, kind: Scenario.Controller.Kind? = nil,
    role: String
  ) throws(InputError) -> Scenario.Controller {
    guard let controller = scenario.controller(reference.id) else {
      let suggestion = JSONObjectReader.closest(
        to: reference.id, in: scenario.controllers.map(\.id.id))
      throw InputError(
        file: file, position: reference.position, expected: "the id of a controller for \(role)",
        found: "\"\(reference.id)\", which no controller has",
        fix: suggestion.map { "write \"\($0)\"." } ?? "add a controller with that id.")
    }
    if let kind, controller.kind != kind {
      throw InputError(
        file: file, position: reference.position,
        expected: "a \(kind.rawValue) controller for \(role)",
        found: "\"\(reference.id)\", a \(controller.kind.rawValue) controller",
        fix: "name a \(kind.rawValue) controller.")
    }
    return controller
  }

  private func checkReferences(_ scenario: Scenario) throws(InputError) {
    if let root = scenario.windowRoot {
      _ = try controller(root, in: scenario, role: "the window's root")
    }
    for item in scenario.controllers {
      for child in item.children {
        _ = try controller(child, in: scenario, role: "a child of \"\(item.id.id)\"")
      }
      if let presents = item.presents {
        _ = try controller(presents, in: scenario, role: "what \"\(item.id.id)\" presents")
      }
      if let selected = item.selectedTab, !item.children.indices.contains(selected) {
        throw InputError(
          file: file, position: item.id.position,
          expected: "a selectedTab from 0 to \(item.children.count - 1)", found: "\(selected)",
          fix: "pick an existing tab.")
      }
    }
    for delegate in scenario.delegates {
      _ = try controller(delegate.of, in: scenario, role: "the delegate \"\(delegate.id.id)\"")
    }
  }

  /// Each controller has at most one place (root, child or presented), and no cycles.
  private func checkPlacement(_ scenario: Scenario) throws(InputError) {
    var placedBy: [String: String] = [:]
    var edges: [String: [Scenario.Reference]] = [:]
    func place(_ reference: Scenario.Reference, by owner: String) throws(InputError) {
      if reference.id == owner {
        throw InputError(
          file: file, position: reference.position,
          expected: "a controller other than \"\(owner)\"",
          found: "\"\(owner)\" inside itself", fix: "a controller cannot contain or present itself."
        )
      }
      if let other = placedBy[reference.id] {
        throw InputError(
          file: file, position: reference.position,
          expected: "a controller that is not already placed",
          found: "\"\(reference.id)\", already placed by \(other)",
          fix:
            "a controller has one place (FIDELITY 8.3: a presented controller is never a child); use another controller."
        )
      }
      placedBy[reference.id] = owner == "" ? "the window" : "\"\(owner)\""
      edges[owner, default: []].append(reference)
    }
    if let root = scenario.windowRoot { try place(root, by: "") }
    for item in scenario.controllers {
      for child in item.children { try place(child, by: item.id.id) }
      if let presents = item.presents { try place(presents, by: item.id.id) }
    }
    // Depth-first search for a cycle, iteratively.
    var state: [String: Int] = [:]  // 1 visiting, 2 done
    for start in scenario.controllers.map(\.id.id) where state[start] == nil {
      var stack: [(String, Int)] = [(start, 0)]
      var path: [String] = [start]
      state[start] = 1
      while let (node, index) = stack.last {
        let next = edges[node] ?? []
        if index < next.count {
          stack[stack.count - 1].1 += 1
          let target = next[index]
          if state[target.id] == 1 {
            let cycle = path.drop { $0 != target.id } + [target.id]
            throw InputError(
              file: file, position: target.position, expected: "a tree of controllers",
              found: "a cycle: \(cycle.joined(separator: " → "))",
              fix: "remove one of these links; containment and presentation must not loop.")
          }
          if state[target.id] == nil {
            state[target.id] = 1
            stack.append((target.id, 0))
            path.append(target.id)
          }
        } else {
          state[node] = 2
          stack.removeLast()
          path.removeLast()
        }
      }
    }
  }

  private func checkSteps(_ scenario: Scenario, ids: Set<String>) throws(InputError) {
    let screen = CGRect(origin: .zero, size: scenario.device.size)
    for (index, step) in scenario.steps.enumerated() {
      let role = "step \(index + 1)"
      switch step.action {
      case .present(let presented, let from, _):
        _ = try controller(presented, in: scenario, role: role)
        _ = try controller(from, in: scenario, role: role)
      case .dismiss(let dismissed, _):
        if let dismissed { _ = try controller(dismissed, in: scenario, role: role) }
      case .push(let pushed, let on, _):
        _ = try controller(pushed, in: scenario, role: role)
        _ = try controller(on, in: scenario, kind: .navigation, role: role)
      case .pop(let on, _):
        _ = try controller(on, in: scenario, kind: .navigation, role: role)
      case .selectTab(let of, let tab):
        let tabs = try controller(of, in: scenario, kind: .tab, role: role)
        if !tabs.children.indices.contains(tab) {
          throw InputError(
            file: file, position: step.position,
            expected: "a tab index from 0 to \(tabs.children.count - 1)", found: "\(tab)",
            fix: "select an existing tab of \"\(of.id)\".")
        }
      case .tapPoint(let point):
        if !screen.contains(point) {
          throw InputError(
            file: file, position: step.position,
            expected:
              "a point on the \(Int(screen.width)) × \(Int(screen.height)) screen for \(role)",
            found: "(\(Double(point.x).compactJSON), \(Double(point.y).compactJSON)), outside it",
            fix: "tap inside the screen, or change \"device\".")
        }
      case .expect(.topController(let expected)):
        _ = try controller(expected, in: scenario, role: role)
      case .expect(.hit(_, let lands)) where !ids.contains(lands.id) && !lands.id.contains("#"):
        throw InputError(
          file: file, position: lands.position, expected: "the id of a view for \(role)",
          found: "\"\(lands.id)\", which nothing has (nor is it a stable name such as UILabel#2)",
          fix: JSONObjectReader.closest(to: lands.id, in: ids.sorted()).map { "write \"\($0)\"." }
            ?? "give the view an id.")
      case .becomeFirstResponder(let on), .resignFirstResponder(let on):
        try checkResponder(on, ids: ids, role: role)
      case .sendAction(_, let to, let from):
        for reference in [to, from].compactMap({ $0 }) {
          try checkResponder(reference, ids: ids, role: role)
        }
      case .expect(.firstResponder(let expected?)), .expect(.actionTarget(let expected?)):
        try checkResponder(expected, ids: ids, role: role)
      default: break
      }
    }
  }

  /// Refuses a reference to a responder that no object has as id or stable name.
  private func checkResponder(_ reference: Scenario.Reference, ids: Set<String>, role: String)
    throws(InputError)
  {
    guard !ids.contains(reference.id), !reference.id.contains("#") else { return }
    throw InputError(
      file: file, position: reference.position,
      expected: "the id of a view or controller for \(role)",
      found:
        "\"\(reference.id)\", which nothing has (nor is it a stable name such as UITextField#1)",
      fix: JSONObjectReader.closest(to: reference.id, in: ids.sorted()).map { "write \"\($0)\"." }
        ?? "give the view or controller an id.")
  }
}
