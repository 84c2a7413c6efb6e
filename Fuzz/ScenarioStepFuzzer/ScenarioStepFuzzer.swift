import Foundation
import FuzzSupport
import ResponderLabDevice
import ResponderLabInvariants
import ResponderLabScenarios

/// The fuzzer's world: a tab bar of navigation stacks, sheets, covers and an alert to present, and
/// the steps of ``StepPalette`` to run on it, loaded once.
@MainActor
let steppedScenario: Scenario = {
  do {
    return try ScenarioLoader(file: "palette.json").load(StepPalette.world)
  } catch {
    fatalError("the step palette does not load: \(error)")
  }
}()

/// The most steps one input runs: longer inputs are cut, so that each run stays short (the
/// findings so far took four steps).
let maximumSteps = 32

/// libFuzzer's entry point: each byte picks a step of the palette; the steps run one by one through
/// the scenario runner on a fresh world, and the soak's invariants are checked after each.
///
/// A step the runner refuses (an ``InputError``, as `responder-lab run` reports it) ends the run;
/// a broken invariant is a finding, reported with the steps that led to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioStepFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let choices = Array(UnsafeBufferPointer(start: data, count: min(size, maximumSteps)))
  MainActor.assumeIsolated {
    let palette = steppedScenario.steps
    var scenario = steppedScenario
    scenario.steps = choices.map { palette[Int($0) % palette.count] }
    do {
      let run = try ScenarioRun(scenario)
      defer { run.world.device.tearDown() }
      let invariants = HierarchyInvariants(world: ScenarioWorldSubject(world: run.world))
      while !run.isFinished {
        do {
          try run.step()
        } catch {
          break
        }
        check(invariants, after: run)
      }
      run.world.device.runUntilIdle()
      check(invariants, after: run)
    } catch {
      fatalError("the step palette's world does not build: \(error)")
    }
  }
  return 0
}

/// Stops the process with the broken invariant and the steps run so far, for libFuzzer to record.
@MainActor
private func check(_ invariants: HierarchyInvariants, after run: ScenarioRun) {
  guard let (name, detail) = invariants.firstViolation() else { return }
  let steps = run.records.map { "  \($0.number). \($0.step.summary)" }.joined(separator: "\n")
  fatalError("the \(name) invariant broke after step \(run.records.count): \(detail)\n\(steps)")
}

/// A scenario's world, as the invariants see it: its device, and every view (but the windows) and
/// controller its responders and named objects reach.
@MainActor
final class ScenarioWorldSubject: InvariantSubject {
  let world: LabWorld

  init(world: LabWorld) {
    self.world = world
  }

  var device: SimulatedDevice { world.device }

  var allControllers: [UIViewController] {
    var controllers: [UIViewController] = []
    var seen: Set<ObjectIdentifier> = []
    func add(_ controller: UIViewController) {
      if seen.insert(ObjectIdentifier(controller)).inserted { controllers.append(controller) }
    }
    for case let controller as UIViewController in world.allResponders { add(controller) }
    for id in world.ids {
      if let controller = world.object(named: id) as? UIViewController { add(controller) }
    }
    return controllers
  }

  var allViews: [UIView] {
    var views: [UIView] = []
    var seen: Set<ObjectIdentifier> = []
    // NB: windows are the roots the view tree invariant starts from, not views of the pool.
    func add(_ view: UIView) {
      view.forEachInSubtree {
        if !($0 is UIWindow), seen.insert(ObjectIdentifier($0)).inserted { views.append($0) }
      }
    }
    world.rootView.map(add)
    for controller in allControllers { controller.viewIfLoaded.map(add) }
    return views
  }
}

#if FUZZING
  /// The entry point a debug build calls instead of libFuzzer's `main` (see ``FuzzerDriver``).
  @_cdecl("ScenarioStepFuzzer_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    FuzzerDriver.run(argc: argc, argv: argv) { data, size in scenarioStepFuzzInput(data, size) }
  }
#else
  /// Replays files (or every file of folders) through the fuzz entry point, as a regression check of
  /// a corpus without the fuzzer: `ScenarioStepFuzzer Fuzz/Corpus/scenario-steps`.
  @main
  enum ScenarioStepReplay {
    static func main() {
      let count = FuzzInputReplay.replay(
        CommandLine.arguments.dropFirst(), through: scenarioStepFuzzInput)
      print("replayed \(count) input(s) without a crash")
    }
  }
#endif
