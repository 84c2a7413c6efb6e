import ResponderLabDevice
import ResponderLabLearn
import SimSwiftUI

/// The first article's arrangement: the dismiss guard wraps the navigation view.
struct DraftsGuardOutside: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    DismissGuard(blocksDismissal: true, log: log) {
      NavigationView {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("Draft editor") }
      }
    }
  }
}

/// Taps Edit on a simulated iPhone and says who received present and what the guard saw.
@MainActor
func tapEditWithGuardOutside() -> String {
  let log = GuardLog()
  let device = SimulatedDevice()
  device.show(DraftsGuardOutside(log: log))
  let mark = device.trace.mark
  _ = try? device.hand.tap(label: "Edit")
  device.runUntilIdle()
  let presents = device.traceLines(in: [.swiftUI], since: mark).filter {
    $0.contains("sheet: present")
  }
  return (presents + ["the guard saw: \(log.presentedClassNames)"]).joined(separator: "\n")
}
