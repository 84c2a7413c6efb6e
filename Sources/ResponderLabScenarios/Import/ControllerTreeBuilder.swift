import Foundation
import ResponderLabDevice
import SimUIKit

/// Builds the controllers of a `_printHierarchy` (FIDELITY 10.2) or chisel `pvc` (10.3) dump:
/// containers of the kinds ``ContainerKind`` knows, their children, their views, and their
/// presentations, then shows the root in the device's window if any view of the tree is in it.
@MainActor
struct ControllerTreeBuilder {
  let world: LabWorld

  func build(_ root: ImportedController) -> UIViewController {
    var presentations: [PendingPresentation] = []
    var outOfWindow: [(UIViewController, Int)] = []
    let controller = make(root, presentations: &presentations, outOfWindow: &outOfWindow)
    if root.hasViewInWindow {
      world.window = world.device.window
      world.device.show(controller)
    } else {
      world.detachedRootController = controller
    }
    // A presented controller presents only once it is itself on screen: present in passes.
    var waiting = presentations
    while !waiting.isEmpty {
      let ready = waiting.filter { pending in
        !waiting.contains { $0.presented === pending.presenter }
      }
      guard !ready.isEmpty else { break }
      for pending in ready {
        ImportedPresentation.present(pending, in: world)
      }
      waiting.removeAll { pending in ready.contains { $0 === pending } }
    }
    // Frames the dump printed (chisel's pvc) win over the ones containers chose.
    for (view, frame) in world.importedFrames { view.frame = frame }
    world.importedFrames.removeAll()
    // A view the dump says is not in the window is not, whatever the containers did with it.
    for (controller, line) in outOfWindow {
      guard let view = controller.viewIfLoaded, view.window != nil, view.superview != nil,
        !(view is UIWindow)
      else { continue }
      view.removeFromSuperview()
      world.notes.append(
        "line \(line): the dump shows \(controller.className)'s view not in the window; it is taken out of it as the dump says."
      )
    }
    return controller
  }

  private func make(
    _ imported: ImportedController, presentations: inout [PendingPresentation],
    outOfWindow: inout [(UIViewController, Int)]
  ) -> UIViewController {
    let name = imported.className
    let kind = ContainerKind.kind(ofClassNamed: name)
    let controller = kind.make()
    controller.showAs(className: name)
    if let address = imported.address { controller.showAt(address: address) }
    world.register(controller, id: "\(name)#\(world.count(name))")
    world.namedByDump.insert(ObjectIdentifier(controller))
    // The view loads now, so that its name follows the dump's order too; a navigation controller
    // out of the window or with a child whose view is not loaded loads its own after taking them,
    // so that loading it does not load a child's view the dump shows not loaded.
    let loadsLate =
      kind.loadsChildViewWhenLoaded
      && (!imported.viewIsInWindow || imported.children.contains { $0.viewClassName == nil })
    if !loadsLate { loadView(of: controller, imported, outOfWindow: &outOfWindow) }
    var children: [UIViewController] = []
    for child in imported.children {
      children.append(make(child, presentations: &presentations, outOfWindow: &outOfWindow))
    }
    // NB: views are placed below, only for the children the dump shows in the window.
    kind.adopt(
      children, controller, imported.children.firstIndex { $0.state.hasPrefix("appear") }, false)
    if loadsLate { loadView(of: controller, imported, outOfWindow: &outOfWindow) }
    if imported.viewClassName != nil, !kind.placesChildViews {
      let view: UIView = controller.view
      for (child, importedChild) in zip(children, imported.children)
      where importedChild.viewClassName != nil && importedChild.viewIsInWindow {
        view.addSubview(child.view)
      }
    }
    // What this controller presents is made now, so that names follow the dump's order, and
    // presented once the window shows the tree.
    for presented in imported.presented {
      let made = make(presented, presentations: &presentations, outOfWindow: &outOfWindow)
      presentations.append(
        PendingPresentation(
          presented: made, presenter: controller,
          presentationClass: presented.presentationControllerClassName,
          presentationAddress: presented.presentationAddress, line: presented.line))
    }
    return controller
  }

  private func loadView(
    of controller: UIViewController, _ imported: ImportedController,
    outOfWindow: inout [(UIViewController, Int)]
  ) {
    guard let viewClass = imported.viewClassName else { return }
    let view: UIView = controller.view
    view.showAs(className: viewClass)
    if let address = imported.viewAddress { view.showAt(address: address) }
    world.register(view, id: "\(viewClass)#\(world.count(viewClass))")
    world.namedByDump.insert(ObjectIdentifier(view))
    if let frame = imported.viewFrame { world.importedFrames.append((view, frame)) }
    if !imported.viewIsInWindow { outOfWindow.append((controller, imported.line)) }
  }
}
