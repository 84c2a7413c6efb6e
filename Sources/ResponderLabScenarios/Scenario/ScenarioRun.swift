import Foundation
import ResponderLabDevice
public import SimUIKit

/// A scenario being run, one step at a time, on its world.
@MainActor
public final class ScenarioRun {
  /// What one step did.
  public struct StepRecord {
    /// The step's number, from 1.
    public var number: Int
    /// The step as written.
    public var step: Scenario.Step
    /// The trace events the step caused, including the queue work run after it.
    public var events: [TraceEvent]
  }

  /// The scenario.
  public let scenario: Scenario
  /// The world the steps act on.
  public let world: LabWorld
  /// The steps run so far.
  public private(set) var records: [StepRecord] = []

  /// The responder the last `sendAction` or `press` step reached, nil when nothing handled it.
  public private(set) var lastActionTarget: UIResponder?

  /// The expectations that failed so far, in order.
  public private(set) var failures: [ExpectationFailure] = []

  /// Whether every step has run.
  public var isFinished: Bool { records.count >= scenario.steps.count }

  /// Builds the scenario's world, ready for its first step.
  public init(_ scenario: Scenario) throws(InputError) {
    self.scenario = scenario
    self.world = try scenario.build()
  }

  /// Runs every step not yet run, up to step `limit` (all by default).
  public func run(through limit: Int? = nil) throws(InputError) {
    let last = min(limit ?? scenario.steps.count, scenario.steps.count)
    while records.count < last {
      try step()
    }
  }

  /// Runs the next step and returns what it did. Work it enqueues for now runs too; later work
  /// waits for `advance` or `runUntilIdle`.
  @discardableResult
  public func step() throws(InputError) -> StepRecord {
    let number = records.count + 1
    guard number <= scenario.steps.count else {
      throw InputError(
        file: scenario.file,
        position: scenario.steps.last?.position ?? SourcePosition(line: 1, column: 1),
        expected: "a step to run", found: "the end of the scenario's \(scenario.steps.count) steps",
        fix: "check isFinished before asking for another step.")
    }
    let step = scenario.steps[number - 1]
    let mark = world.simulation.trace.mark
    let result = world.simulation.withCurrent { () -> Result<Void, InputError> in
      do throws(InputError) {
        world.simulation.trace.note("step \(number): \(step.summary)")
        try perform(step, number: number)
        world.simulation.mainQueue.runDue()
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
    let record = StepRecord(
      number: number, step: step, events: Array(world.simulation.trace.events(since: mark)))
    records.append(record)
    return record
  }

  func error(
    _ step: Scenario.Step, _ number: Int, expected: String, found: String, fix: String
  )
    -> InputError
  {
    InputError(
      file: scenario.file, position: step.position, expected: "\(expected) at step \(number)",
      found: found, fix: fix)
  }

  private func controller(_ reference: Scenario.Reference) -> UIViewController? {
    world.object(named: reference.id) as? UIViewController
  }

  private func perform(_ step: Scenario.Step, number: Int) throws(InputError) {
    let bridge = PresentationBridge(world: world, file: scenario.file)
    switch step.action {
    case .present(let presented, let from, let animated):
      guard let presented = controller(presented), let from = controller(from) else { return }
      try bridge.present(presented, from: from, animated: animated, at: step.position)
    case .dismiss(let dismissed, let animated):
      try bridge.dismiss(dismissed.flatMap(controller), animated: animated, at: step.position)
    case .push(let pushed, let on, let animated):
      guard let pushed = controller(pushed),
        let navigation = controller(on) as? UINavigationController
      else { return }
      if pushed.parent != nil || pushed.presentedControllerForDump != nil
        || world.window?.rootViewController === pushed
      {
        throw error(
          step, number, expected: "a controller that is in no hierarchy yet",
          found: "\(world.id(of: pushed) ?? pushed.objectName.description), already placed",
          fix: "push another controller (UIKit refuses to push one twice).")
      }
      navigation.pushViewController(pushed, animated: animated)
    case .pop(let on, let animated):
      guard let navigation = controller(on) as? UINavigationController else { return }
      guard navigation.viewControllers.count > 1 else {
        throw error(
          step, number, expected: "a navigation stack with more than its root",
          found: "\"\(on.id)\" showing only its root",
          fix: "push a controller first, or remove this pop.")
      }
      navigation.popViewController(animated: animated)
    case .selectTab(let of, let index):
      (controller(of) as? UITabBarController)?.selectedIndex = index
    case .tapPoint(let point):
      try hand(step, number) { hand throws(HandError) in _ = try hand.tap(at: point) }
    case .tapOn(let target):
      if let view = world.object(named: target.id) as? UIView {
        try hand(step, number) { hand throws(HandError) in _ = try hand.tap(view) }
      } else {
        try hand(step, number) { hand throws(HandError) in _ = try hand.tap(label: target.id) }
      }
    case .type(let text):
      try hand(step, number) { hand throws(HandError) in try hand.type(text) }
    case .swipeDown, .dragBack, .release, .dragToDetent:
      try bridge.drag(step.action, at: step.position)
    case .rotate(let orientation, let animated):
      world.device.rotate(to: orientation, animated: animated)
    case .resize(let profile, let animated):
      do throws(DeviceProfileError) {
        try world.device.resize(to: profile, animated: animated)
      } catch {
        throw self.error(
          step, number, expected: "a profile of the scenario's device",
          found: "\(profile.name), a \(profile.idiom)",
          fix: "resize to a profile of the same idiom as \(world.device.profile.name).")
      }
    case .advance(let seconds):
      world.simulation.mainQueue.advance(by: seconds)
    case .runUntilIdle:
      world.simulation.mainQueue.runUntilIdle()
    case .expect(let expectation):
      if let failure = expectation.check(in: world, lastActionTarget: lastActionTarget) {
        failures.append(
          ExpectationFailure(
            file: scenario.file, step: number, position: step.position, summary: step.summary,
            found: failure))
        world.simulation.trace.note("expectation failed: \(step.summary); found \(failure)")
      }
    case .becomeFirstResponder, .resignFirstResponder, .sendAction, .press:
      if let reached = try performResponderStep(step, number: number) {
        lastActionTarget = reached.target
      }
    case .setState(let name, let value):
      if let flag = value.bool {
        world.swiftUIState.flags[name] = flag
      } else {
        world.swiftUIState.texts[name] = value.string
      }
    }
  }

  /// Runs a gesture of the simulated hand, turning its refusal into an error at the step.
  private func hand(
    _ step: Scenario.Step, _ number: Int, _ gesture: (Hand) throws(HandError) -> Void
  ) throws(InputError) {
    guard world.window != nil else {
      throw error(
        step, number, expected: "a window to touch", found: "a scenario without one",
        fix: "add \"window\": { \"root\": … }.")
    }
    do throws(HandError) {
      try gesture(world.device.hand)
    } catch {
      let (found, fix) = PresentationBridge.split(error)
      throw self.error(
        step, number, expected: "a gesture the screen allows", found: found, fix: fix)
    }
  }
}
