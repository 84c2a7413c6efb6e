import Foundation
import ResponderLabDevice
import SimUIKit

/// Builds the smallest world whose responder chain is the imported one, by reading each hop as the
/// FIDELITY rule that makes it: view → superview or owning controller (1.2), controller →
/// presenting controller or superview (1.4), window → scene → application (1.7), application →
/// delegate (1.8).
@MainActor
struct ChainBuilder {
  let file: String
  let world: LabWorld

  enum Role: Equatable {
    case view, window, controller, scene, application, delegate
  }

  /// The role the responder's frame or class name suggests; `resolveNames(_:of:existing:)`
  /// settles it by its place in the chain.
  static func role(of responder: ImportedResponder) -> Role {
    let name = responder.className
    // Only views print a frame: whatever its name says (a view class called `Application`).
    if responder.frame != nil {
      return DumpImporter.isWindow(className: name, baseClass: responder.baseClass)
        ? .window : .view
    }
    if name == "UIApplication" || name.hasSuffix("Application") { return .application }
    if name.hasSuffix("WindowScene") || name == "UIScene" { return .scene }
    if name.hasSuffix("Window") { return .window }
    if name.hasSuffix("Controller") { return .controller }
    if responder.frame != nil || name.hasSuffix("View") || name.hasPrefix("UI") { return .view }
    if name.hasSuffix("Delegate") { return .delegate }
    return .view
  }

  /// Makes (or finds, by address, among what other dumps made) the chain's responders and links
  /// them; returns them in chain order.
  @discardableResult
  func build(_ chain: [ImportedResponder]) throws(InputError) -> [UIResponder] {
    var roles = chain.map(Self.role(of:))
    // Objects other dumps made answer for their own role.
    let existing: [UIResponder?] = chain.map { responder in
      responder.address.flatMap { world.object(atAddress: $0) }
    }
    for (index, object) in existing.enumerated() {
      switch object {
      case is UIWindow: roles[index] = .window
      case is UIView: roles[index] = .view
      case is UIViewController: roles[index] = .controller
      case is UIApplication: roles[index] = .application
      default: break
      }
    }
    Self.resolveNames(&roles, of: chain, existing: existing)
    try check(chain, roles)
    // Make the objects, in chain order, so that their numbers follow the dump.
    var objects: [UIResponder] = []
    for (index, (responder, role)) in zip(chain, roles).enumerated() {
      if let found = existing[index] {
        if let view = found as? UIView, let frame = responder.frame { view.frame = frame }
        objects.append(found)
        continue
      }
      let object: UIResponder
      switch role {
      case .view:
        object = DumpImporter.newView(
          className: responder.className, baseClass: responder.baseClass,
          frame: responder.frame ?? world.simulation.screen.bounds)
      case .window:
        // A chain that stops at its window was cut there: the window keeps a scene, as on iOS 13
        // and later. Only a hop from the window to the application shows a window without one.
        let endsHere = index + 1 == chain.count
        let hasScene = endsHere || roles[index + 1] == .scene
        let window: UIWindow
        if let shown = world.window, !world.namedByDump.contains(ObjectIdentifier(shown)) {
          window = shown  // the device's window, which a controller dump showed
          if !hasScene, window.windowScene != nil {
            window.windowScene = nil
            world.notes.append(
              "\(file): line \(responder.line): the chain goes from the window to \(chain[index + 1].className) without a scene, as before iOS 13 (FIDELITY 1.7); the window is taken out of its scene."
            )
          }
        } else {
          window = hasScene ? world.device.window : UIWindow(frame: world.simulation.screen.bounds)
        }
        if endsHere {
          world.notes.append(
            "\(file): line \(responder.line): the chain ends at the window; past it the simulator's goes on through the window's scene to the application, as on iOS 13 and later (FIDELITY 1.7)."
          )
        }
        window.isHidden = false
        window.makeKey()
        if let frame = responder.frame { window.frame = frame }
        world.window = window
        object = window
      case .controller: object = UIViewController()
      case .scene: object = world.scene ?? UIResponder()
      case .application: object = world.application
      case .delegate:
        let delegate = ImportedAppDelegate()
        world.application.delegate = delegate
        object = delegate
      }
      if let view = object as? UIView, let imported = responder.view {
        // What the view's line printed, as a view tree's line gives it (FIDELITY 10.1).
        imported.apply(to: view, in: world)
        world.notes += ImportedControls.apply(imported, to: view)
      } else {
        if object.className != responder.className {
          object.showAs(className: responder.className)
        }
        if let address = responder.address { object.showAt(address: address) }
        if world.id(of: object) == nil {
          world.register(object, id: "\(responder.className)#\(world.count(responder.className))")
        }
        world.namedByDump.insert(ObjectIdentifier(object))
      }
      objects.append(object)
    }
    try link(objects, chain)
    if world.window == nil, world.detachedRootView == nil,
      let top = objects.last(where: { $0 is UIView }) as? UIView
    {
      world.detachedRootView = top
    }
    verify(chain, objects)
    return objects
  }

  /// A class's name only suggests its role (an app may call a controller `Application` or
  /// `Window`): where the names break FIDELITY 1's order, a responder no dump made and printed
  /// without a frame takes the role its place needs. The application is the last that looks like
  /// one that a window or scene leads to, and what follows it is its delegate (1.8); another, one
  /// named like a delegate anywhere else, or a window or scene followed by what no window or scene
  /// answers, is a controller.
  static func resolveNames(
    _ roles: inout [Role], of chain: [ImportedResponder], existing: [UIResponder?]
  ) {
    let uikitNames: Set<String> = ["UIApplication", "UIWindowScene", "UIScene", "UIWindow"]
    let renamable = chain.indices.map {
      chain[$0].frame == nil && existing[$0] == nil && !uikitNames.contains(chain[$0].className)
    }
    // Only a window or a scene answers the application (1.7).
    func entered(_ index: Int) -> Bool {
      index == 0 || [.window, .scene].contains(roles[index - 1])
    }
    var found = roles.lastIndex(of: .application)
    while let candidate = found, renamable[candidate], !entered(candidate) {
      roles[candidate] = .controller
      found = roles[..<candidate].lastIndex(of: .application)
    }
    for index in roles.indices {
      if let application = found, index > application {
        roles[index] = .delegate
      } else if index != found, [.application, .delegate].contains(roles[index]),
        renamable[index]
      {
        // Only what follows the application is its delegate (1.8).
        roles[index] = .controller
      }
    }
    for index in roles.indices.dropLast() where renamable[index] {
      let next = roles[index + 1]
      switch roles[index] {
      case .window where ![.scene, .application].contains(next),
        .scene where next != .application:
        roles[index] = .controller
      default: break
      }
    }
  }

  /// Notes every hop where the simulator's chain differs from the dump's.
  private func verify(_ chain: [ImportedResponder], _ objects: [UIResponder]) {
    for index in objects.indices.dropLast() where objects[index].next !== objects[index + 1] {
      let actual = objects[index].next.map { $0.objectName.description } ?? "nil"
      world.notes.append(
        "\(file): line \(chain[index + 1].line): the dump shows \(chain[index].className) answering \(chain[index + 1].className); the simulator's chain goes to \(actual) there."
      )
    }
  }

  /// Refuses hops that no rule of FIDELITY 1 makes.
  private func check(_ chain: [ImportedResponder], _ roles: [Role]) throws(InputError) {
    for index in chain.indices.dropLast() {
      let (from, to) = (roles[index], roles[index + 1])
      let allowed: [Role]
      let rule: String
      switch from {
      case .view: (allowed, rule) = ([.view, .window, .controller], "1.2")
      case .controller: (allowed, rule) = ([.view, .window, .controller], "1.4")
      case .window: (allowed, rule) = ([.scene, .application], "1.7")
      case .scene: (allowed, rule) = ([.application], "1.7")
      case .application: (allowed, rule) = ([.delegate], "1.8")
      case .delegate: (allowed, rule) = ([], "1.8")
      }
      if !allowed.contains(to) {
        let next = chain[index + 1]
        throw InputError(
          file: file, position: SourcePosition(line: next.line, column: next.column),
          expected:
            "after \(chain[index].className) (a \(from)), \(allowed.isEmpty ? "the end of the chain" : allowed.map { "a \($0)" }.joined(separator: " or ")) (FIDELITY \(rule))",
          found: "\(next.className) (a \(to))",
          fix: "check that the chain was copied whole and in order.")
      }
    }
  }

  /// Whether `candidate` is `controller` or one of its ancestors, through parents and presenters
  /// alike: linking `controller` as presented by `candidate` would then close a loop, which no device
  /// can show.
  private static func isPresenter(_ candidate: UIViewController, of controller: UIViewController)
    -> Bool
  {
    var seen: Set<ObjectIdentifier> = []
    var waiting: [UIViewController] = [controller]
    while let step = waiting.popLast() {
      guard seen.insert(ObjectIdentifier(step)).inserted else { continue }
      if step === candidate { return true }
      if let parent = step.parent { waiting.append(parent) }
      if let presenter = step.presentingParent { waiting.append(presenter) }
    }
    return false
  }

  private func link(_ objects: [UIResponder], _ chain: [ImportedResponder]) throws(InputError) {
    var presentedBy: [ObjectIdentifier: UIViewController] = [:]  // presenter → presented
    for index in objects.indices.dropLast() {
      let (object, next) = (objects[index], objects[index + 1])
      switch (object, next) {
      case (let view as UIView, let controller as UIViewController):
        // FIDELITY 1.2: a root view's next is its controller.
        if controller.viewIfLoaded !== view { controller.view = view }
      case (let view as UIView, let superview as UIView):
        // FIDELITY 1.2: otherwise the superview.
        if view.superview !== superview { superview.addSubview(view) }
      case (let presented as UIViewController, let presenter as UIViewController)
      where presented.next !== presenter:
        // FIDELITY 1.4 step 2: a presented controller's next is its presenter.
        // What the other dumps say of the two must leave room for this presentation.
        let conflict: String? =
          if Self.isPresenter(presented, of: presenter) {
            "which these dumps show inside or presented by \(chain[index].className): a loop of presentations"
          } else if let parent = presented.parent {
            "while these dumps show \(chain[index].className) as a child of \(parent.className): a child controller is never presented"
          } else if let other = presented.presentingParent, other !== presenter {
            "while these dumps show \(chain[index].className) presented by \(other.className)"
          } else {
            nil
          }
        if let conflict {
          throw InputError(
            file: file,
            position: SourcePosition(line: chain[index + 1].line, column: chain[index + 1].column),
            expected:
              "a presenter of \(chain[index].className) (FIDELITY 1.4 step 2) that the other dumps leave room for",
            found: "\(chain[index + 1].className), \(conflict)",
            fix:
              "check that the dumps were taken at one moment and name each controller by its own address."
          )
        }
        presenter.presentedChild = presented
        presented.presentingParent = presenter
        presentedBy[ObjectIdentifier(presenter)] = presented
      case (let controller as UIViewController, let superview as UIView)
      where controller.next !== superview:
        if let presented = presentedBy[ObjectIdentifier(controller)] {
          // FIDELITY 1.4 step 3: a presenter answers the superview of the presented view.
          superview.addSubview(presented.view)
          _ = controller.view
        } else {
          superview.addSubview(controller.view)  // FIDELITY 1.4 step 4.
        }
      case (let window as UIWindow, let application as UIApplication)
      where window.next !== application:
        // FIDELITY 1.7: a window without a scene, as before iOS 13, answers the application.
        window.windowScene = nil
        world.notes.append(
          "\(file): the chain goes from \(window.className) to the application without a scene, as before iOS 13 (FIDELITY 1.7); the window is taken out of its scene."
        )
      case (let window as UIWindow, _):
        _ = window  // FIDELITY 1.7: set when the window was made.
      default:
        break
      }
    }
  }
}
