import Dispatch

extension Simulation {
  /// Records a fault raised by code that may run off the main actor, without stopping the process.
  ///
  /// Some of the frameworks' misuses happen in values any code may use (a SwiftUI
  /// `NavigationPath` is a plain value type). On the main actor, where such code almost always
  /// runs, the fault is recorded at once, as ``record(_:)`` does. Elsewhere it joins the current
  /// device's main queue and is recorded on its next turn; with no device at all, on the process's
  /// main queue.
  package nonisolated static func recordFromAnyIsolation(_ fault: UIKitFault) {
    if MainQueueIdentity.isCurrent {
      MainActor.assumeIsolated { Simulation.current.record(fault) }
    } else if let executor = SimulatedMainExecutor.current {
      executor.inbox.add(
        .later(
          delay: 0, label: "record a fault raised off the main actor", isDone: nil,
          work: { MainActor.assumeIsolated { executor.simulation?.record(fault) } }))
    } else {
      DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) {
        MainActor.assumeIsolated { Simulation.current.record(fault) }
      }
    }
  }
}

/// Tells whether the calling code runs on the main queue, which is the main actor's executor,
/// without stopping the process when it does not (as `MainActor.assumeIsolated` would).
enum MainQueueIdentity {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the calling code runs on the main queue (on whichever thread drains it).
  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
