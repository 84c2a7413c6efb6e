import ResponderLabDevice
import ResponderLabLearn
import SimSwiftUI

/// The fix: the guard goes inside the navigation view, around the view that carries .sheet.
struct DraftsGuardInside: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    NavigationView {
      DismissGuard(blocksDismissal: true, log: log) {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("Draft editor") }
      }
    }
  }
}

/// Taps Edit, then swipes the sheet down: the guard sees present and refuses the swipe.
@MainActor
func tapEditWithGuardInside() -> String {
  let log = GuardLog()
  let device = SimulatedDevice()
  device.show(DraftsGuardInside(log: log))
  let mark = device.trace.mark
  _ = try? device.hand.tap(label: "Edit")
  device.runUntilIdle()
  try? device.hand.swipeDown(by: 700)
  device.runUntilIdle()
  let lines = device.traceLines(in: [.swiftUI, .delegate], since: mark).filter {
    $0.contains("sheet: present") || $0.contains("ShouldDismiss")
  }
  return
    (lines + [
      "the guard saw: \(log.presentedClassNames)",
      "the sheet is still up: \(device.hand.topSheet != nil)",
    ]).joined(separator: "\n")
}
