public import SimUIKit

/// What one moment of a hierarchy says about each of its objects, as values that outlive the
/// objects: every relation (parent, superview, next responder, presenter and presented, delegate,
/// selected tab, detent), the first responder, and the properties a picture shows (frame, flags,
/// text). Two of them compare with ``HierarchyDiff``.
///
/// Each object has a path, its place in the trees (`UINavigationController/FormController[1]`,
/// `…/FormController.view/UILabel`), so that the objects of two different inputs (two dumps, a
/// scenario and a dump) can be matched where nothing else identifies them.
public struct HierarchyFacts: Sendable {
  /// One controller or view of the moment.
  public struct Object: Sendable, Equatable {
    /// The name output shows: stable (`UILabel#2`) or UIKit's, with the input's id if any.
    public var name: String
    /// The stable name, `UILabel#2`: the same object in two moments of one world, or in two runs of
    /// one scenario.
    public var stableName: String
    /// The class.
    public var className: String
    /// The address a device's dump printed for it; nil for objects the simulator made.
    public var printedAddress: UInt?
    /// Its place in the controller and view trees.
    public var path: String
    /// Whether it is a controller (else a view).
    public var isController: Bool
    /// Its facts, in a fixed order: relations first, then properties.
    public var facts: [Fact]

    /// The value of `relation`, or `.none` when the object does not have that fact.
    public func value(of relation: String) -> Value {
      facts.first { $0.relation == relation }?.value ?? .none
    }
  }

  /// One thing true of an object: `parent` is `UINavigationController#1`.
  public struct Fact: Sendable, Equatable {
    /// What the fact is about, in UIKit's words (`presentingViewController`, `next`, `frame`).
    public var relation: String
    /// Its value.
    public var value: Value
    /// Whether it relates two objects (else it is a property such as a frame).
    public var isRelation: Bool
  }

  /// A fact's value.
  public enum Value: Sendable, Equatable {
    /// Nothing (`nil`).
    case none
    /// A property's value, as text.
    case text(String)
    /// Another object of the moment, by its index in ``HierarchyFacts/objects``.
    case object(Int)
    /// An object outside the trees (the scene, the application, a delegate that is not a
    /// responder): its class.
    case outside(String)
  }

  /// Every controller, then every view, in tree order.
  public private(set) var objects: [Object] = []
  /// The first responder, by index, or its class when it is outside the trees.
  public private(set) var firstResponder: Value = .none

  private var indexes: [ObjectIdentifier: Int] = [:]

  /// The facts of the trees under `rootController` and `rootView`, with `firstResponder`; `style`
  /// and `ids` name objects as the dumps do; `printedAddress` gives the address a dump printed for
  /// an object, if one did.
  @MainActor
  public init(
    rootController: UIViewController?, rootView: UIView?, firstResponder: UIResponder?,
    style: DumpStyle = .stable, ids: (UIResponder) -> String? = { _ in nil },
    printedAddress: (UIResponder) -> UInt? = { _ in nil }
  ) {
    var responders: [UIResponder] = []
    var paths: [String] = []
    var controllerPaths: [ObjectIdentifier: String] = [:]
    var used: Set<String> = []
    func add(_ responder: UIResponder, path proposed: String) -> String? {
      guard indexes[ObjectIdentifier(responder)] == nil else { return nil }
      var path = proposed
      var copy = 2
      while !used.insert(path).inserted {
        path = "\(proposed)~\(copy)"
        copy += 1
      }
      indexes[ObjectIdentifier(responder)] = responders.count
      responders.append(responder)
      paths.append(path)
      return path
    }
    // Controllers first, so that a controller's view is named after its controller.
    if let rootController {
      var stack: [(UIViewController, String)] = [(rootController, rootController.className)]
      while let (controller, proposed) = stack.popLast() {
        guard let path = add(controller, path: proposed) else { continue }
        controllerPaths[ObjectIdentifier(controller)] = path
        if let presented = controller.presentedControllerForDump {
          stack.append((presented, path + " > " + presented.className))
        }
        for (child, step) in Self.steps(controller.children).reversed() {
          stack.append((child, path + "/" + step))
        }
      }
    }
    func addViews(_ root: UIView, path rootPath: String) {
      var stack: [(UIView, String)] = [(root, rootPath)]
      while let (view, proposed) = stack.popLast() {
        var path = proposed
        if let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
          let controllerPath = controllerPaths[ObjectIdentifier(controller)]
        {
          path = controllerPath + ".view"
        }
        guard let added = add(view, path: path) else { continue }
        for (subview, step) in Self.steps(view.subviews).reversed() {
          stack.append((subview, added + "/" + step))
        }
      }
    }
    if let rootView { addViews(rootView, path: rootView.className) }
    // Views of controllers that are not in the window (a tab not shown, a covered presenter).
    for responder in responders {
      if let view = (responder as? UIViewController)?.viewIfLoaded {
        addViews(view, path: view.className)
      }
    }
    for (index, responder) in responders.enumerated() {
      let name =
        style.showsAddresses
        ? responder.objectName.uikitDescription : responder.objectName.description
      let id = ids(responder)
      objects.append(
        Object(
          name: id.map { $0 == name ? name : "\(name) (\($0))" } ?? name,
          stableName: responder.objectName.description, className: responder.className,
          printedAddress: printedAddress(responder), path: paths[index],
          isController: responder is UIViewController, facts: facts(of: responder)))
    }
    self.firstResponder = firstResponder.map(reference) ?? .none
  }

  /// Each object of `siblings` with its step in a path: its class, and `[n]` after the first of
  /// its class.
  @MainActor
  private static func steps<T: UIResponder>(_ siblings: [T]) -> [(T, String)] {
    var seen: [String: Int] = [:]
    return siblings.map { sibling in
      let count = seen[sibling.className, default: 0]
      seen[sibling.className] = count + 1
      return (sibling, count == 0 ? sibling.className : "\(sibling.className)[\(count)]")
    }
  }

  @MainActor
  private func reference(_ object: AnyObject?) -> Value {
    guard let object else { return .none }
    if let responder = object as? UIResponder, let index = indexes[ObjectIdentifier(responder)] {
      return .object(index)
    }
    return .outside(String(describing: type(of: object)))
  }

  @MainActor
  private func facts(of responder: UIResponder) -> [Fact] {
    var facts: [Fact] = []
    func relation(_ name: String, _ object: AnyObject?) {
      facts.append(Fact(relation: name, value: reference(object), isRelation: true))
    }
    func property(_ name: String, _ text: String?) {
      facts.append(Fact(relation: name, value: text.map(Value.text) ?? .none, isRelation: false))
    }
    switch responder {
    case let controller as UIViewController:
      relation("parent", controller.parent)
      relation(
        "presentingViewController",
        controller.parent == nil ? controller.presentingViewController : nil)
      relation("presentedViewController", controller.presentedControllerForDump)
      relation("next", controller.next)
      relation("view", controller.viewIfLoaded)
      if let tabs = controller as? UITabBarController {
        relation("selectedViewController", tabs.selectedViewController)
      }
      if controller.parent == nil, controller.presentingViewController != nil,
        let presentation = controller.presentationControllerForDump
      {
        relation("presentationController.delegate", presentation.delegate)
        property("modalPresentationStyle", "\(controller.modalPresentationStyle)")
        if let sheet = presentation as? UISheetPresentationController {
          property("detent", sheet.currentDetentIdentifier.map { "\($0)" })
        }
      }
      property("appearance", controller.appearanceStateName)
      property("title", controller.title)
      property("isModalInPresentation", "\(controller.isModalInPresentation)")
    case let view as UIView:
      relation("superview", view.superview)
      relation("next", view.next)
      if let scrollView = view as? UIScrollView { relation("delegate", scrollView.delegate) }
      property("frame", ViewTreeDump.format(view.frame))
      property("isHidden", "\(view.isHidden)")
      property("alpha", "\(Double(view.alpha))")
      property("isUserInteractionEnabled", "\(view.isUserInteractionEnabled)")
      if let label = view as? UILabel { property("text", label.text) }
      if let field = view as? UITextField { property("text", field.text) }
      if let button = view as? UIButton { property("title", button.currentTitle) }
    default:
      break
    }
    return facts
  }

  /// Where the object at `index` is: `child of …`, `presented by …`, `subview of …`, `view of …,
  /// not in a window`, or nil for a root.
  public func place(of index: Int) -> String? {
    let object = objects[index]
    for (relation, words) in [
      ("parent", "child of"), ("presentingViewController", "presented by"),
      ("superview", "subview of"),
    ] {
      if case .object(let other) = object.value(of: relation) {
        return "\(words) \(objects[other].name)"
      }
    }
    if !object.isController, case .object(let owner) = object.value(of: "next"),
      objects[owner].isController
    {
      return "view of \(objects[owner].name), not in a window"
    }
    return nil
  }

  /// A value as output shows it: an object's name, a property's text (`""` when empty), `nil`.
  public func text(_ value: Value) -> String {
    switch value {
    case .none: "nil"
    case .text(let text): text.isEmpty ? "\"\"" : text
    case .object(let index): objects[index].name
    case .outside(let className): "a \(className)"
    }
  }
}
