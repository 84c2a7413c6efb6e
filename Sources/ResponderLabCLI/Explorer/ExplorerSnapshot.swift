import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// One moment of a world, as the explorer page shows it: the screen picture, the controller and
/// view trees, every object's properties and responder chain, and the hit-test of every region of
/// the screen.
@MainActor
struct ExplorerSnapshot {
  let world: LabWorld
  /// The reasons of the chains' hops, shared by every snapshot of a page (the page stores each
  /// reason once).
  var reasons: ExplorerStrings

  /// The snapshot's JSON: `svg`, `controllers`, `views`, `objects`, `hits`, `firstResponder`.
  mutating func json() -> JSONOutput {
    let window = world.window
    let picture = ScreenPicture()
    var pairs: [(String, JSONOutput?)] = [
      (
        "svg",
        .string(
          { () -> String in
            var configured = picture
            configured.showsLegend = false
            return configured.svg(window: world.rootView, screen: world.simulation.screen)
          }())
      ),
      ("margin", .number(picture.margin)),
      ("controllers", world.rootController.map(controllerNode) ?? .null),
      ("views", world.rootView.map(viewNode) ?? .null),
      ("objects", objects()),
      ("facts", facts()),
    ]
    if let window {
      pairs.append(("hits", ExplorerHitMap(world: world).json(window: window)))
    }
    if let first = world.simulation.currentFirstResponder {
      pairs.append(("firstResponder", .string(first.objectName.description)))
    }
    return .object(pairs)
  }

  private func name(_ object: UIResponder) -> String { object.objectName.description }

  /// What `diff` compares, for the page's changes between two moments: `{o: [[name, "c" or "v",
  /// place, [[relation, value, 1 for a relation else 0], …]], …], fr: first responder}`. Objects
  /// are named by stable name, which is the same object in every moment of the page.
  private func facts() -> JSONOutput {
    let facts = HierarchyFacts(
      rootController: world.rootController, rootView: world.rootView,
      firstResponder: world.simulation.currentFirstResponder)
    let objects: [JSONOutput] = facts.objects.indices.map { index in
      let object = facts.objects[index]
      return .array([
        .string(object.name), .string(object.isController ? "c" : "v"),
        .string(facts.place(of: index) ?? ""),
        .array(
          object.facts.map {
            .array([
              .string($0.relation), .string(facts.text($0.value)), .number($0.isRelation ? 1 : 0),
            ])
          }),
      ])
    }
    return .object([("o", .array(objects)), ("fr", .string(facts.text(facts.firstResponder)))])
  }

  /// A controller and what it contains and presents: `{n, c, i?, k: [children…, presented]}`.
  private func controllerNode(_ root: UIViewController) -> JSONOutput {
    var stack: [(UIViewController, Bool)] = [(root, false)]
    var order: [(UIViewController, Bool)] = []
    while let (controller, presented) = stack.popLast() {
      order.append((controller, presented))
      if let next = controller.presentedControllerForDump { stack.append((next, true)) }
      for child in controller.children.reversed() { stack.append((child, false)) }
    }
    var built: [ObjectIdentifier: JSONOutput] = [:]
    for (controller, presented) in order.reversed() {
      var kids = controller.children.compactMap { built[ObjectIdentifier($0)] }
      if let next = controller.presentedControllerForDump, let node = built[ObjectIdentifier(next)]
      {
        kids.append(node)
      }
      var detail = controller.appearanceStateName
      if presented { detail = "presented, " + detail }
      built[ObjectIdentifier(controller)] = node(controller, detail: detail, kids: kids)
    }
    return built[ObjectIdentifier(root)] ?? .null
  }

  /// A view and its subviews: `{n, c, i?, d, k}`.
  private func viewNode(_ root: UIView) -> JSONOutput {
    var order: [UIView] = []
    var stack = [root]
    while let view = stack.popLast() {
      order.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    var built: [ObjectIdentifier: JSONOutput] = [:]
    for view in order.reversed() {
      var detail = ViewTreeDump.format(view.frame)
      if let text = (view as? UILabel)?.text { detail += " “\(text)”" }
      if view.isHidden { detail += " hidden" }
      built[ObjectIdentifier(view)] = node(
        view, detail: detail, kids: view.subviews.compactMap { built[ObjectIdentifier($0)] })
    }
    return built[ObjectIdentifier(root)] ?? .null
  }

  private func node(_ object: UIResponder, detail: String, kids: [JSONOutput]) -> JSONOutput {
    var pairs: [(String, JSONOutput?)] = [
      ("n", .string(name(object))), ("c", .string(object.className)), ("d", .string(detail)),
    ]
    if let id = world.id(of: object), id != name(object) { pairs.append(("i", .string(id))) }
    if !kids.isEmpty { pairs.append(("k", .array(kids))) }
    return .object(pairs)
  }

  /// Every responder's properties and chain, by name.
  private mutating func objects() -> JSONOutput {
    var members: [JSONOutput.Member] = []
    let explanation = ResponderChainExplanation()
    var seen = Set<ObjectIdentifier>()
    var responders: [UIResponder] = []
    if let root = world.rootController {
      var stack = [root]
      while let controller = stack.popLast() {
        responders.append(controller)
        stack.append(contentsOf: controller.children)
        if let next = controller.presentedControllerForDump { stack.append(next) }
      }
    }
    world.rootView?.forEachInSubtree { responders.append($0) }
    for responder in responders where seen.insert(ObjectIdentifier(responder)).inserted {
      let chain: [JSONOutput] = explanation.hops(from: responder).map { hop in
        .array([
          .string(name(hop.responder)),
          .number(
            Double(
              reasons.index(of: "\(hop.reason) (FIDELITY \(hop.rules.joined(separator: ", ")))"))),
        ])
      }
      members.append(
        JSONOutput.Member(
          name(responder),
          .object([
            ("p", ExplorerProperties(world: world).json(of: responder)), ("r", .array(chain)),
          ])))
    }
    return .object(members)
  }
}

/// Strings that many snapshots share, stored once in the page.
struct ExplorerStrings {
  private(set) var all: [String] = []
  private var indexes: [String: Int] = [:]

  /// The index of `text`, added if new.
  mutating func index(of text: String) -> Int {
    if let index = indexes[text] { return index }
    all.append(text)
    indexes[text] = all.count - 1
    return all.count - 1
  }
}
