public import SimUIKit

/// A JSON dump of a hierarchy: the controller tree with presentations, the view tree with frames and
/// flags, and names that match the text dumps.
@MainActor
public struct HierarchyJSON {
  /// How objects are named.
  public var style: DumpStyle
  /// Ids to show next to objects, such as a scenario's ids.
  public var ids: (UIResponder) -> String?

  /// Creates a JSON dump configuration.
  public init(style: DumpStyle = .stable, ids: @escaping (UIResponder) -> String? = { _ in nil }) {
    self.style = style
    self.ids = ids
  }

  /// The document for a window (or a detached tree): `{"controllers": …, "views": …}`.
  public func document(rootController: UIViewController?, rootView: UIView?) -> JSONOutput {
    .object([
      ("format", .string("responder-lab hierarchy 1")),
      ("device", device(of: rootView ?? rootController)),
      ("controllers", rootController.map { controller($0, presented: false) } ?? .null),
      ("views", rootView.map { view($0) } ?? .null),
    ])
  }

  private func name(_ object: UIResponder) -> JSONOutput {
    .string(
      style.showsAddresses ? object.objectName.uikitDescription : object.objectName.description)
  }

  /// The document rendered as text, freed without recursion afterwards: the form to use for very
  /// deep hierarchies (see ``JSONOutput/release(_:)``).
  public func renderedDocument(rootController: UIViewController?, rootView: UIView?) -> String {
    let document = document(rootController: rootController, rootView: rootView)
    let text = document.rendered()
    JSONOutput.release(consume document)
    return text
  }

  /// One controller, its children and what it presents, built from the bottom up without recursion,
  /// so that a deep stack of presentations cannot overflow the stack.
  public func controller(_ root: UIViewController, presented rootIsPresented: Bool) -> JSONOutput {
    var order: [(UIViewController, Bool)] = []
    var visited: Set<ObjectIdentifier> = []
    var stack: [(UIViewController, Bool)] = [(root, rootIsPresented)]
    while let (controller, presented) = stack.popLast() {
      guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
      order.append((controller, presented))
      stack.append(contentsOf: controller.children.map { ($0, false) })
      if let next = controller.presentedControllerForDump { stack.append((next, true)) }
    }
    var built: [ObjectIdentifier: JSONOutput] = [:]
    var traits = TraitsForDump()
    for (controller, presented) in order.reversed() {
      built[ObjectIdentifier(controller)] = node(
        of: controller, presented: presented, built: built,
        traits: traits.differingFromWindow(controller))
    }
    return built[ObjectIdentifier(root)] ?? .null
  }

  private func node(
    of controller: UIViewController, presented: Bool, built: [ObjectIdentifier: JSONOutput],
    traits: JSONOutput?
  ) -> JSONOutput {
    var pairs: [(String, JSONOutput?)] = [
      ("name", name(controller)),
      ("id", JSONOutput.string(ids(controller))),
      ("class", .string(controller.className)),
      ("state", .string(controller.appearanceStateName)),
      ("view", controller.viewIfLoaded.map { name($0) } ?? .null),
      ("viewInWindow", .bool(controller.viewIfLoaded?.window != nil)),
    ]
    if presented, let presentation = controller.presentationControllerForDump {
      pairs.append(("presentedWith", .string(presentation.className)))
    }
    if let traits { pairs.append(("traits", traits)) }
    if !controller.children.isEmpty {
      pairs.append(
        ("children", .array(controller.children.compactMap { built[ObjectIdentifier($0)] })))
    }
    if let next = controller.presentedControllerForDump, let json = built[ObjectIdentifier(next)] {
      pairs.append(("presents", json))
    }
    return .object(pairs)
  }

  /// One view and its subviews, iteratively built from the bottom up.
  public func view(_ root: UIView) -> JSONOutput {
    // Post-order without recursion, so that deep trees cannot overflow the stack.
    var order: [UIView] = []
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      order.append(view)
      stack.append(contentsOf: view.subviews)
    }
    var built: [ObjectIdentifier: JSONOutput] = [:]
    for view in order.reversed() {
      let frame = view.frame
      var pairs: [(String, JSONOutput?)] = [
        ("name", name(view)),
        ("id", JSONOutput.string(ids(view))),
        ("class", .string(view.className)),
        (
          "frame",
          .array(
            [frame.origin.x, frame.origin.y, frame.width, frame.height].map { .number(Double($0)) })
        ),
      ]
      if let label = view as? UILabel, let text = label.text {
        pairs.append(("text", .string(text)))
      }
      if view.isHidden { pairs.append(("hidden", .bool(true))) }
      if view.alpha != 1 { pairs.append(("alpha", .number(Double(view.alpha)))) }
      if !view.isUserInteractionEnabled { pairs.append(("userInteractionEnabled", .bool(false))) }
      if view.clipsToBounds { pairs.append(("clipsToBounds", .bool(true))) }
      if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
        pairs.append(("controller", name(controller)))
      }
      if !view.subviews.isEmpty {
        pairs.append(("subviews", .array(view.subviews.compactMap { built[ObjectIdentifier($0)] })))
      }
      built[ObjectIdentifier(view)] = .object(pairs)
    }
    return built[ObjectIdentifier(root)] ?? .null
  }
}
