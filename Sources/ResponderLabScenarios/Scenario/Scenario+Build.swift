import ResponderLabDevice
import SimUIKit

extension Scenario {
  /// Builds the scenario's world: the device, the app delegate, the controllers and views with
  /// their ids, the window, the initial presentations and the delegates. Steps are not run.
  @MainActor
  public func build() throws(InputError) -> LabWorld {
    let world = LabWorld(
      origin: .scenario(file: file),
      profile: device.profile
        ?? DeviceProfile.inferred(
          screenSize: device.size,
          safeAreaInsets: UIEdgeInsets(
            top: device.safeAreaTop, left: 0, bottom: device.safeAreaBottom, right: 0)))
    let result = world.simulation.withCurrent { () -> Result<Void, InputError> in
      do throws(InputError) {
        try ScenarioBuilder(scenario: self, world: world).build()
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
    world.simulation.trace.removeAll()
    return world
  }
}

/// Makes the simulated objects of a scenario, in the order the file lists them, so that their
/// stable names follow the file.
@MainActor
struct ScenarioBuilder {
  let scenario: Scenario
  let world: LabWorld

  func build() throws(InputError) {
    let delegate = ImportedAppDelegate()
    delegate.showAs(className: scenario.appDelegateClassName)
    world.application.delegate = delegate
    world.register(delegate, id: "appDelegate")
    var controllers: [String: UIViewController] = [:]
    for spec in scenario.controllers {
      let controller = try make(spec)
      controllers[spec.id.id] = controller
      world.register(controller, id: spec.id.id)
      world.specs[ObjectIdentifier(controller)] = spec
    }
    for spec in scenario.controllers {
      guard let controller = controllers[spec.id.id] else { continue }
      let children = spec.children.compactMap { controllers[$0.id] }
      ContainerKind.kind(for: spec.kind).adopt(children, controller, spec.selectedTab, true)
    }
    for spec in scenario.controllers {
      guard let source = spec.popoverSource, let controller = controllers[spec.id.id] else {
        continue
      }
      guard let view = world.object(named: source.id) as? UIView else {
        throw InputError(
          file: scenario.file, position: source.position,
          expected: "the id of a view for \"popoverSource\"", found: "\"\(source.id)\"",
          fix: "name a view of the scenario, such as the button the popover points at.")
      }
      guard let popover = controller.popoverPresentationController else {
        throw InputError(
          file: scenario.file, position: source.position,
          expected: "\"presentationStyle\": \"popover\" beside \"popoverSource\"",
          found: "\"\(spec.presentationStyle ?? "automatic")\"",
          fix: "set \"presentationStyle\": \"popover\" (FIDELITY 12.14).")
      }
      popover.sourceView = view
    }
    if let root = scenario.windowRoot, let rootController = controllers[root.id] {
      let window = world.device.window
      world.register(window, id: scenario.windowID)
      world.window = window
      world.device.show(rootController)
    }
    // Initial presentations, parents first, in file order.
    for spec in scenario.controllers {
      guard let presents = spec.presents, let presenter = controllers[spec.id.id],
        let presented = controllers[presents.id]
      else { continue }
      try PresentationBridge(world: world, file: scenario.file).present(
        presented, from: presenter, animated: false, at: presents.position)
      world.simulation.mainQueue.runUntilIdle()
    }
    for spec in scenario.delegates {
      guard let controller = controllers[spec.of.id] else { continue }
      try PresentationBridge(world: world, file: scenario.file).install(spec, on: controller)
    }
  }

  private func make(_ spec: Scenario.Controller) throws(InputError) -> UIViewController {
    let kind = ContainerKind.kind(for: spec.kind)
    let controller = try kind.makeForScenario?(self, spec) ?? kind.make()
    if let className = spec.className { controller.showAs(className: className) }
    if let title = spec.title { controller.title = title }
    addKeyCommands(of: spec, to: controller)
    try PresentationBridge(world: world, file: scenario.file).configure(controller, with: spec)
    if let view = spec.view {
      controller.view = makeView(view, defaultFrame: world.simulation.screen.bounds)
    }
    return controller
  }

  func makeView(_ spec: Scenario.View, defaultFrame: CGRect = .zero) -> UIView {
    let frame = spec.frame == .zero ? defaultFrame : spec.frame
    let view: UIView
    switch spec.kind {
    case "label": view = UILabel(frame: frame)
    case "button":
      let button = UIButton(frame: frame)
      button.setTitle(spec.text, for: .normal)
      view = button
    case "textField":
      let field = UITextField(frame: frame)
      field.text = spec.text ?? ""
      view = field
    case "stack":
      let stack = UIStackView(frame: frame)
      stack.axis = spec.axis == "vertical" ? .vertical : .horizontal
      stack.spacing = CGFloat(spec.spacing)
      view = stack
    default: view = UIView(frame: frame)
    }
    if let className = spec.className { view.showAs(className: className) }
    if let id = spec.id { world.register(view, id: id.id) }
    (view as? UILabel)?.text = spec.text
    view.isHidden = spec.isHidden
    view.alpha = spec.alpha
    view.isUserInteractionEnabled = spec.isUserInteractionEnabled
    view.clipsToBounds = spec.clipsToBounds
    view.accessibilityIdentifier = spec.accessibilityIdentifier
    view.backgroundColor = spec.backgroundColor.flatMap(Self.color)
    for subview in spec.subviews {
      // A stack arranges its subviews with Auto Layout: their frames come from its constraints.
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(makeView(subview))
      } else {
        view.addSubview(makeView(subview))
      }
    }
    return view
  }

  /// One of UIKit's named colours (FIDELITY 23.11), or `#rrggbb`.
  static func color(_ text: String) -> UIColor? {
    switch UIColor.named[text] {
    case let named?: return named
    default:
      guard text.hasPrefix("#"), text.count == 7, let value = Int(text.dropFirst(), radix: 16)
      else {
        return nil
      }
      return UIColor(
        red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
        blue: CGFloat(value & 0xff) / 255, alpha: 1)
    }
  }
}
