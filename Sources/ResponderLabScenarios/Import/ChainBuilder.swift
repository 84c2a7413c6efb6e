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

  static func role(of responder: ImportedResponder, afterApplication: Bool) -> Role {
    let name = responder.className
    if afterApplication { return .delegate }
    if name == "UIApplication" || name.hasSuffix("Application") { return .application }
    if name.hasSuffix("WindowScene") || name == "UIScene" { return .scene }
    if name.hasSuffix("Window") { return .window }
    if name.hasSuffix("Controller") { return .controller }
    if responder.frame != nil || name.hasSuffix("View") || name.hasPrefix("UI") { return .view }
    if name.hasSuffix("Delegate") { return .delegate }
    return .view
  }

  func build(_ chain: [ImportedResponder]) throws(InputError) {
    var roles: [Role] = []
    for responder in chain {
      roles.append(Self.role(of: responder, afterApplication: roles.contains(.application)))
    }
    try check(chain, roles)
    // Make the objects, in chain order, so that their numbers follow the dump.
    var objects: [UIResponder] = []
    for (index, (responder, role)) in zip(chain, roles).enumerated() {
      let object: UIResponder
      switch role {
      case .view:
        object = DumpImporter.newView(
          className: responder.className, frame: responder.frame ?? world.simulation.screen.bounds)
      case .window:
        let hasScene = index + 1 < roles.count && roles[index + 1] == .scene
        let window =
          hasScene ? world.device.window : UIWindow(frame: world.simulation.screen.bounds)
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
      if object.className != responder.className { object.showAs(className: responder.className) }
      if let address = responder.address { object.showAt(address: address) }
      world.register(object, id: "\(responder.className)#\(world.count(responder.className))")
      objects.append(object)
    }
    link(objects, roles)
    if world.window == nil, let top = objects.last(where: { $0 is UIView }) as? UIView {
      world.detachedRootView = top
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

  private func link(_ objects: [UIResponder], _ roles: [Role]) {
    var presentedBy: [ObjectIdentifier: UIViewController] = [:]  // presenter → presented
    for index in objects.indices.dropLast() {
      let (object, next) = (objects[index], objects[index + 1])
      switch (object, next) {
      case (let view as UIView, let controller as UIViewController):
        controller.view = view  // FIDELITY 1.2: a root view's next is its controller.
      case (let view as UIView, let superview as UIView):
        superview.addSubview(view)  // FIDELITY 1.2: otherwise the superview.
      case (let presented as UIViewController, let presenter as UIViewController):
        // FIDELITY 1.4 step 2: a presented controller's next is its presenter.
        presenter.presentedChild = presented
        presented.presentingParent = presenter
        presentedBy[ObjectIdentifier(presenter)] = presented
      case (let controller as UIViewController, let superview as UIView):
        if let presented = presentedBy[ObjectIdentifier(controller)] {
          // FIDELITY 1.4 step 3: a presenter answers the superview of the presented view.
          superview.addSubview(presented.view)
          _ = controller.view
        } else {
          superview.addSubview(controller.view)  // FIDELITY 1.4 step 4.
        }
      case (let window as UIWindow, _):
        _ = window  // FIDELITY 1.7: set when the window was made.
      default:
        break
      }
    }
  }
}
