public import Foundation

/// One simulated device's world: its main queue and virtual clock, its trace, its fault log and the
/// switches for documented fidelity assumptions.
///
/// Every responder remembers the simulation that was current when it was created and reports to it.
/// Objects of different simulations never meet, so tests that each make their own simulation can run
/// side by side.
@preconcurrency @MainActor
public final class Simulation {
  /// The ordered log of everything observable that happened in this simulation.
  public let trace: Trace
  /// The simulation's main queue, which also keeps its virtual clock.
  public let mainQueue: MainQueue
  /// Switches for behaviours that FIDELITY.md marks as unconfirmed.
  public var assumptions: FidelityAssumptions
  /// The faults (UIKit exceptions turned into recorded refusals) raised so far, oldest first.
  public private(set) var faults: [UIKitFault] = []
  /// The device's screen.
  public let screen: UIScreen
  /// The application launched in this simulation, if it is still alive.
  public internal(set) weak var application: UIApplication?

  package var registry = ObjectRegistry()
  /// The presentations begun and not ended, for a teardown to end.
  package var livePresentations = LivePresentations()
  package private(set) lazy var notificationCenter = NotificationCenter(simulation: self)
  package private(set) lazy var keyboard = SoftwareKeyboard(simulation: self)
  package private(set) lazy var pasteboard = UIPasteboard()
  /// The layout pass that ends each turn of the main queue (FIDELITY 8.8).
  package private(set) lazy var layoutPass = LayoutPass(simulation: self)
  /// The touch pipeline: gesture recognizers before views (FIDELITY 14).
  package private(set) lazy var gestureEnvironment = GestureEnvironment(simulation: self)
  /// Counts the changes that can move a constrained layout (a view marked for layout, a frame set,
  /// a constraint or an Auto Layout setting changed), so that the views of one layout traversal
  /// read the engine's solution instead of solving again when nothing changed in between.
  package var layoutRevision = LayoutRevision()

  /// Creates an empty simulation with its own queue, clock and trace.
  public init(
    screen: UIScreen = UIScreen(), assumptions: FidelityAssumptions = FidelityAssumptions()
  ) {
    self.screen = screen
    self.trace = Trace()
    self.mainQueue = MainQueue()
    self.assumptions = assumptions
    mainQueue.simulation = self
    mainQueue.executor.simulation = self
  }

  /// The virtual time, in seconds since the simulation started.
  public var now: TimeInterval { mainQueue.now }

  // MARK: - The current simulation

  @TaskLocal private static var scoped: Simulation?
  private static var active: Simulation?

  /// The simulation that new objects join: the one bound by ``withCurrent(_:)`` for the running task,
  /// else the one last made current with ``makeCurrent()``, else a default one made on first use.
  ///
  /// Inside a turn of a simulation's main queue, and inside a task that simulation started, the
  /// current simulation is that one, whatever other tests running in parallel made current.
  public static var current: Simulation {
    if let scoped { return scoped }
    if let running = SimulatedMainExecutor.scoped?.simulation { return running }
    if let active { return active }
    let made = Simulation()
    made.makeCurrent()
    return made
  }

  /// Makes this simulation the one that new objects join from now on.
  public func makeCurrent() {
    Simulation.active = self
    SimulatedMainExecutor.lastActive = mainQueue.executor
  }

  /// Stops this simulation being the current one, if it is, for a device that is torn down: the
  /// process then keeps nothing of it alive (the next object made joins a new default simulation).
  package func resignCurrent() {
    guard Simulation.active === self else { return }
    Simulation.active = nil
    if SimulatedMainExecutor.lastActive === mainQueue.executor {
      SimulatedMainExecutor.lastActive = nil
    }
  }

  /// Runs `body` with this simulation as the current one for the running task; its main queue and
  /// clock are the current ones too (what `Task { }` and `.now()` use).
  public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Simulation.$scoped.withValue(self) {
      try SimulatedMainExecutor.$scoped.withValue(mainQueue.executor) { try body() }
    }
  }

  /// Runs asynchronous `body` with this simulation as the current one for the running task and
  /// the child tasks and `@concurrent` code it reaches, across its suspensions.
  package func runAsCurrent<Result: Sendable>(
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await Simulation.$scoped.withValue(self) {
      try await SimulatedMainExecutor.$scoped.withValue(mainQueue.executor) { try await body() }
    }
  }

  // MARK: - Faults and warnings

  /// Records a fault: UIKit would have raised an exception, the simulator refused the call instead.
  package func record(_ fault: UIKitFault) {
    faults.append(fault)
    trace.record(.fault, subject: nil, fault.description, at: now)
  }

  /// Records a warning that UIKit would log to the console, with UIKit's own wording.
  package func warn(_ message: String) {
    trace.record(.warning, subject: nil, message, at: now)
  }

  /// Forgets the recorded faults, for a harness that has reported them.
  public func clearFaults() {
    faults.removeAll()
  }
}

extension Simulation {
  /// The application's first responder: the key window's (FIDELITY 11.1), if any.
  public var currentFirstResponder: UIResponder? { application?.keyWindow?.storedFirstResponder }
}
