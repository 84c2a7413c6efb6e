import ResponderLabTesting
import SimUIKit

/// What the code under test did, in order. Plain storage: everything runs on the main actor.
///
/// Shared by the checks that write the same calls in a file that imports SimUIKit alone and in one
/// that imports Foundation too: the calls stay in each file, because what they resolve to there is
/// what is checked; the bookkeeping around them is written once, here.
final class MechanismLog: @unchecked Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// Whether the device warned, as the simulator does, that work of `mechanism` ran off virtual time.
@MainActor
func warnsOffVirtualTime(_ device: SimulatedDevice, about mechanism: String) -> Bool {
  device.warnings.contains {
    $0.hasPrefix("[Simulator]") && $0.contains(mechanism) && $0.contains("off virtual time")
  }
}
