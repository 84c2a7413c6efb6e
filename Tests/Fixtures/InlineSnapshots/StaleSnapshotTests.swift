// A test file with stale inline snapshots, as a user might have after changing a screen. The
// harness's tests record into a copy of it; this file itself is never rewritten or compiled.
import ResponderLabTesting
import Testing

@Test
@MainActor
func staleSnapshots() {
  let device = SimulatedDevice()
  device.show(UIViewController())
  device.expectSnapshot(
    of: .controllers,
    matches: """
      an old controller tree
      """)
  if true {
    device.expectSnapshot(
      of: .screen,
      matches: """
        """)
  }
  device.expectSnapshot(
    of: .views,
    matches:
      #"""
      a raw literal, \ kept raw
      """#)
}
