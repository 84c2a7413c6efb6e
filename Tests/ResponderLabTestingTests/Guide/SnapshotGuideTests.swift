import ResponderLabTesting
import Testing

// The snapshot example of docs/testing.md; a documentation test keeps the two the same.

// snippet:start
@Suite("Snapshots")
@MainActor
struct SnapshotGuideTests {
  @Test("A sheet at the medium detent over the list, as text and as a picture")
  func sheetOverList() {
    let device = SimulatedDevice()
    let list = UIViewController()
    device.show(list)
    let editor = UIViewController()
    editor.sheetPresentationController?.detents = [.medium(), .large()]
    editor.sheetPresentationController?.prefersGrabberVisible = true
    list.present(editor, animated: true)
    device.runUntilIdle()

    // Inline: the literal is the snapshot. RECORD_SNAPSHOTS=1 swift test rewrites it in place.
    device.expectSnapshot(
      of: .screen,
      matches: """
        Screen 390 × 844
        Root UIViewController#1
        Sheet UIViewController#2: pageSheet at medium, grabber
        """)
    device.expectSnapshot(
      of: .controllers,
      matches: """
        <UIViewController#1>, state: appeared, view: <UIView#1>
           + <UIViewController#2>, state: appeared, view: <UIView#2>, presented with: <_UIPageSheetPresentationController#1>
        """)
    // A file: __Snapshots__/SnapshotGuideTests/sheet-over-list.svg, next to this file.
    device.expectSnapshot(of: .screen, named: "sheet-over-list")
  }
}
// snippet:end
