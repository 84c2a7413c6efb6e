public import Foundation
public import ResponderLabDevice
public import SimSwiftUI

/// A device showing ``ProbeLauncherScreen`` with one probe setup and one set of SwiftUI
/// assumptions, with the user's actions and what they lead to.
@MainActor
public final class ProbeLab {
  /// How the probe installs its delegate.
  public let setup: ProbeSetup
  /// The screens' state.
  public let model: ProbeModel
  /// What the probe saw.
  public let journal = ProbeJournal()
  /// The device.
  public let device: SimulatedDevice

  /// Shows the launcher on a new device with the SwiftUI `assumptions` and the UIKit
  /// `uikitAssumptions`; `disable` is the probe's first value and `nativeDisabled`, when given, the
  /// native modifier's.
  public init(
    setup: ProbeSetup = .article, assumptions: SwiftUIAssumptions = SwiftUIAssumptions(),
    uikitAssumptions: FidelityAssumptions = FidelityAssumptions(), disable: Bool = false,
    nativeDisabled: Bool? = nil
  ) {
    self.setup = setup
    model = ProbeModel(disable: disable, nativeDisabled: nativeDisabled)
    device = SimulatedDevice(assumptions: uikitAssumptions)
    device.simulation.swiftUIAssumptions = assumptions
    device.show(ProbeLauncherScreen(model: model, setup: setup, journal: journal))
  }

  // MARK: - What the user does

  /// Taps "show sheet" and lets the queue run.
  public func openSheet() throws(HandError) {
    try device.hand.tap(label: "show sheet")
    device.runUntilIdle()
  }

  /// Taps the sheet's "disable: …" button and lets the queue run.
  public func toggleDisable() throws(HandError) {
    try device.hand.tap(label: "disable: \(model.disable ? "true" : "false")")
    device.runUntilIdle()
  }

  /// Drags the sheet down by `distance` points and lifts the finger, without running the queue.
  public func swipeDown(by distance: CGFloat) throws(HandError) {
    try device.hand.swipeDown(by: distance)
  }

  /// Lets the main queue run until nothing waits.
  public func settle() {
    device.runUntilIdle()
  }

  // MARK: - What the user sees

  /// Whether the sheet is on screen.
  public var isSheetShown: Bool { device.hand.topSheet != nil }

  /// The class of the sheet's adaptive delegate, or "nil" when it has none (or it was freed).
  public var sheetDelegateClass: String {
    guard let delegate = device.hand.topSheet?.delegate else { return "nil" }
    return String(describing: type(of: delegate))
  }

  /// The adaptive-delegate methods the trace shows since `mark`, in order.
  public func delegateCalls(since mark: Int) -> [String] {
    device.trace.events(since: mark).filter { $0.category == .delegate }.map(\.message).filter {
      $0.hasPrefix("presentationController") || $0.hasPrefix("isModalInPresentation")
    }
  }
}
