import Foundation
import ResponderLabDevice
import SimUIKit

/// Builds a ``LabWorld`` from a device's dump: `recursiveDescription` (FIDELITY 10.1),
/// `_printHierarchy` (10.2), chisel's `pvc` (10.3) and `presponder` (10.5), or a one-line chain.
///
/// Classes the simulator knows become real simulated objects; other names become plain `UIView`s
/// or `UIViewController`s shown under the dump's class name. Objects get ids from the dump's classes
/// and order (`UILabel#2` is the dump's second `UILabel`).
@MainActor
public struct DumpImporter {
  /// The name the input is reported under in errors.
  public var file: String
  /// Creates an importer for text read from `file`.
  public init(file: String) {
    self.file = file
  }

  /// Reads `text`, detecting its format unless `format` is given, and builds the world.
  public func importDump(_ text: String, format: DumpFormat? = nil) throws(InputError) -> LabWorld {
    guard let format = format ?? DumpFormat.detect(text) else {
      let first = DumpLine.lines(of: text).first
      throw InputError(
        file: file,
        position: SourcePosition(line: first?.number ?? 1, column: first?.contentColumn ?? 1),
        expected:
          "a recursiveDescription, _printHierarchy, pvc, presponder or 'A -> B' chain dump (FIDELITY 10.1, 10.2, 10.3, 10.5)",
        found: first.map { "'\($0.content.prefix(30))'" } ?? "an empty file",
        fix:
          "paste the dump exactly as lldb printed it, starting with its first line (a '<UIWindow: …>', '<UINavigationController …>' or 'A -> B' line)."
      )
    }
    if let deep = DumpLine.lines(of: text).first(where: { $0.depth > DumpLine.maximumDepth }) {
      throw InputError(
        file: file, position: SourcePosition(line: deep.number, column: 1),
        expected: "at most \(DumpLine.maximumDepth) levels of nesting", found: "\(deep.depth)",
        fix: "import a smaller part of the hierarchy (chisel's pviews -d limits the depth).")
    }
    let world = LabWorld(origin: .dump(file: file, format: format))
    // A dump says nothing of the app delegate unless it prints a chain that ends there.
    world.application.delegate = nil
    let result = world.simulation.withCurrent { () -> Result<Void, InputError> in
      do throws(InputError) {
        switch format {
        case .recursiveDescription:
          try buildViews(RecursiveDescriptionParser(file: file).parse(text), in: world)
        case .printHierarchy:
          try buildControllers(PrintHierarchyParser(file: file).parse(text), in: world)
        case .chiselViewControllers:
          try buildControllers(ChiselControllerParser(file: file).parse(text), in: world)
        case .presponder, .arrowChain:
          try ChainBuilder(file: file, world: world).build(
            ResponderChainParser(file: file).parse(text, format: format))
        }
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    if case .failure = result {
      // NB: what was built so far (presentations hold their presenters) is released, not leaked.
      world.device.tearDown()
    }
    try result.get()
    world.simulation.mainQueue.runUntilIdle()
    return world
  }

  // MARK: - recursiveDescription

  private func buildViews(_ roots: [ImportedView], in world: LabWorld) throws(InputError) {
    for (index, root) in roots.enumerated() {
      let top = makeView(root, in: world)
      if let window = top as? UIWindow {
        if window !== world.device.window { window.windowScene = world.scene }
        if window === world.window { window.makeKey() }
      } else if index == 0 {
        world.detachedRootView = top
      } else {
        world.notes.append(
          "line \(root.line): a second top-level view (\(root.className)) outside any window was ignored."
        )
      }
    }
  }

  private func makeView(_ imported: ImportedView, in world: LabWorld) -> UIView {
    let reusesDeviceWindow = world.window == nil && imported.className == "UIWindow"
    let view =
      reusesDeviceWindow
      ? world.device.window : Self.newView(className: imported.className, frame: imported.frame)
    if reusesDeviceWindow { world.window = world.device.window }
    let name = "\(imported.className)#\(world.count(imported.className))"
    view.showAs(className: imported.className)
    if let address = imported.address { view.showAt(address: address) }
    world.register(view, id: name)
    if let identifier = imported.identifier { world.register(view, id: identifier) }
    view.frame = imported.frame
    view.isHidden = imported.isHidden
    view.alpha = imported.alpha
    view.clipsToBounds = imported.clipsToBounds
    view.isUserInteractionEnabled = imported.isUserInteractionEnabled
    view.tag = imported.tag
    view.accessibilityIdentifier = imported.identifier
    (view as? UILabel)?.text = imported.text
    for subview in imported.subviews { view.addSubview(makeView(subview, in: world)) }
    return view
  }

  /// A simulated view of the named class, or a plain view (a label if it has text-like name).
  static func newView(className: String, frame: CGRect) -> UIView {
    switch className {
    case "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow": UIWindow(frame: frame)
    case "UILabel": UILabel(frame: frame)
    case "UITransitionView": UITransitionView(frame: frame)
    case "UIDropShadowView": UIDropShadowView(frame: frame)
    case "UILayoutContainerView": UILayoutContainerView(frame: frame)
    case "UINavigationTransitionView": UINavigationTransitionView(frame: frame)
    case "UIViewControllerWrapperView": UIViewControllerWrapperView(frame: frame)
    case "UINavigationBar": UINavigationBar(frame: frame)
    case "UITabBar": UITabBar(frame: frame)
    default:
      className.hasSuffix("Window")
        ? UIWindow(frame: frame)
        : className.hasSuffix("Label") ? UILabel(frame: frame) : UIView(frame: frame)
    }
  }

  // MARK: - _printHierarchy

  private func buildControllers(_ root: ImportedController, in world: LabWorld) throws(InputError) {
    var presentations: [PendingPresentation] = []
    let controller = makeController(root, in: world, presentations: &presentations)
    if root.viewIsInWindow, root.viewClassName != nil {
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
  }

  private func makeController(
    _ imported: ImportedController, in world: LabWorld,
    presentations: inout [PendingPresentation]
  ) -> UIViewController {
    let controller: UIViewController
    let name = imported.className
    if name == "UIAlertController" || name.hasSuffix("AlertController") {
      controller = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    } else if name == "UINavigationController" || name.hasSuffix("NavigationController") {
      controller = UINavigationController()
    } else if name == "UITabBarController" || name.hasSuffix("TabBarController") {
      controller = UITabBarController()
    } else {
      controller = UIViewController()
    }
    controller.showAs(className: name)
    if let address = imported.address { controller.showAt(address: address) }
    world.register(controller, id: "\(name)#\(world.count(name))")
    // The view loads now, so that its name follows the dump's order too.
    if let viewClass = imported.viewClassName {
      let view = controller.view
      view.showAs(className: viewClass)
      if let address = imported.viewAddress { view.showAt(address: address) }
      world.register(view, id: "\(viewClass)#\(world.count(viewClass))")
      if let frame = imported.viewFrame { world.importedFrames.append((view, frame)) }
    }
    var children: [UIViewController] = []
    for child in imported.children {
      children.append(makeController(child, in: world, presentations: &presentations))
    }
    switch controller {
    case let navigation as UINavigationController:
      navigation.setViewControllers(children, animated: false)
    case let tabs as UITabBarController:
      tabs.setViewControllers(children, animated: false)
      if let selected = imported.children.firstIndex(where: { $0.state == "appeared" }) {
        tabs.selectedIndex = selected
      }
    default:
      for child in children {
        controller.addChild(child)
        child.didMove(toParent: controller)
      }
    }
    if imported.viewClassName != nil {
      let view = controller.view
      if !(controller is UINavigationController) && !(controller is UITabBarController) {
        for (child, importedChild) in zip(children, imported.children)
        where importedChild.viewClassName != nil && importedChild.viewIsInWindow {
          view.addSubview(child.view)
        }
      }
    }
    // What this controller presents is made now, so that names follow the dump's order, and
    // presented once the window shows the tree.
    for presented in imported.presented {
      let made = makeController(presented, in: world, presentations: &presentations)
      presentations.append(
        PendingPresentation(
          presented: made, presenter: controller,
          presentationClass: presented.presentationControllerClassName,
          presentationAddress: presented.presentationAddress, line: presented.line))
    }
    return controller
  }
}
