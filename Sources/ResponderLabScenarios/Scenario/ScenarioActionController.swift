import SimUIKit

/// A scenario's plain controller that implements the action methods its `"performs"` lists: each
/// one, when an action reaches it, records `performs save:` in the trace (FIDELITY 11.12).
final class ScenarioActionController: UIViewController {
  /// The selectors this controller implements.
  var performedSelectors: [Selector] = []

  /// Every selector some scenario controller implements, so that the class can list a method for
  /// each; which instance implements which is ``performedSelectors``.
  @MainActor private static var knownSelectors: [Selector] = []

  /// Notes that a controller implements `selector`.
  static func register(_ selector: Selector) {
    if !knownSelectors.contains(selector) { knownSelectors.append(selector) }
  }

  /// True for the listed selectors, as UIKit's default does for implemented methods.
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    performedSelectors.contains(action) || super.canPerformAction(action, withSender: sender)
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods
      + knownSelectors.map { selector in
        ActionMethod(selector, of: ScenarioActionController.self) { _, _ in }
      }
  }
}

extension ScenarioBuilder {
  /// The controller a plain spec makes: one that implements its `"performs"`, if any.
  func makePlainController(_ spec: Scenario.Controller) -> UIViewController {
    guard !spec.performs.isEmpty else { return UIViewController() }
    let controller = ScenarioActionController()
    controller.performedSelectors = spec.performs.map { Selector($0) }
    for selector in controller.performedSelectors { ScenarioActionController.register(selector) }
    if spec.className == nil { controller.showAs(className: "UIViewController") }
    return controller
  }

  /// Adds the spec's key commands to the controller (FIDELITY 11.15).
  func addKeyCommands(of spec: Scenario.Controller, to controller: UIViewController) {
    for command in spec.keyCommands {
      controller.addKeyCommand(
        UIKeyCommand(
          title: command.title ?? "", action: Selector(command.action),
          input: ScenarioRun.input(for: command.input),
          modifierFlags: ScenarioRun.flags(command.modifiers)))
    }
  }
}
