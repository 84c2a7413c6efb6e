import SimSwiftUI
public import SimUIKit

/// A SwiftUI sheet shown and dismissed ``roundCount`` times: a hosting controller's root view binds
/// `.sheet(isPresented:)` to a model, and each round sets the model's flag, runs the main queue until
/// idle (the sheet is presented, animated, on the virtual clock), clears it and runs the queue again.
@MainActor
public final class SheetScenarioWorkload {
  /// The number of rounds of showing and dismissing the sheet.
  public let roundCount: Int
  /// The simulation the window, controllers and views belong to.
  public let simulation: Simulation
  /// The window that shows the hosting controller, once set up.
  public private(set) var window: UIWindow?
  /// The number of rounds in which the sheet was up after showing and down after dismissing.
  public private(set) var completedRounds = 0

  private let model = SheetScenarioModel()
  private var host: UIViewController?

  /// Creates the workload for `roundCount` rounds in `simulation`.
  public init(roundCount: Int, simulation: Simulation) {
    self.roundCount = roundCount
    self.simulation = simulation
  }

  /// The number of times the sheet's `onDismiss` ran.
  public var dismissals: Int { model.dismissals }
  /// The number of times the sheet's content body was evaluated.
  public var sheetBodyEvaluations: Int { model.sheetBodyEvaluations }

  /// Makes a visible window whose root is a hosting controller of the scenario's view.
  public func setUp() {
    simulation.withCurrent {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let host = UIHostingController(rootView: SheetScenarioRoot(model: model))
      window.rootViewController = host
      window.makeKeyAndVisible()
      simulation.mainQueue.runUntilIdle()
      self.window = window
      self.host = host
    }
  }

  /// Shows and dismisses the sheet ``roundCount`` times.
  public func runRounds() {
    simulation.withCurrent {
      for _ in 0..<roundCount {
        model.isShowingSheet = true
        simulation.mainQueue.runUntilIdle()
        let shown = host?.presentedViewController != nil
        model.isShowingSheet = false
        simulation.mainQueue.runUntilIdle()
        if shown, host?.presentedViewController == nil { completedRounds += 1 }
      }
    }
  }

  /// Lets go of the window and the hosting controller.
  public func tearDown() {
    window?.rootViewController = nil
    window = nil
    host = nil
  }
}
