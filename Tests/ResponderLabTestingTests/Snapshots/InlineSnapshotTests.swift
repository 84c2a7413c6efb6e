import Testing

@testable import ResponderLabTesting

@Suite("Inline text snapshots")
@MainActor
struct InlineSnapshotTests {
  func draftWithAlert() -> (SimulatedDevice, DraftViewController) {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.openEditor()
    device.runUntilIdle()
    screen.askToDiscard()
    device.runUntilIdle()
    return (device, screen)
  }

  @Test("The screen sketch shows each layer: the root, the sheet at its detent, the alert")
  func screen() {
    let (device, _) = draftWithAlert()
    device.expectSnapshot(
      of: .screen,
      matches: """
        Screen 390 × 844
        Root DraftViewController#1
          [Button "Save"]
        Sheet UIViewController#1: pageSheet at medium
        Alert UIAlertController#1: "Discard changes?" — "Your edits will be lost."
          [Action "Keep" cancel]
          [Action "Discard" destructive]
        """)
  }

  @Test("The controller tree, the view tree and the chain, as snapshots")
  func dumps() {
    let (device, screen) = draftWithAlert()
    device.expectSnapshot(
      of: .controllers,
      matches: """
        <DraftViewController#1>, state: appeared, view: <UIView#1>
           + <UIViewController#1>, state: appeared, view: <UIView#2>, presented with: <_UIPageSheetPresentationController#1>
           |    + <UIAlertController#1>, state: appeared, view: <_UIAlertControllerView#1>, presented with: <_UIAlertControllerAlertPresentationController#1>
        """)
    device.expectSnapshot(
      of: .chain(from: screen.saveButton),
      matches: """
        <UIButton#1; frame = (20 100; 100 44)>
           | <UIView#1; frame = (0 0; 390 844)>
           |    | <DraftViewController#1>
           |    |    | <UITransitionView#3; frame = (0 0; 390 844)>
           |    |    |    | <UIWindow#1; frame = (0 0; 390 844)>
           |    |    |    |    | <UIWindowScene#1>
           |    |    |    |    |    | <UIApplication#1>
           |    |    |    |    |    |    | <SimulatedAppDelegate#1>
        """)
  }

  @Test("The trace since a mark, with virtual times")
  func trace() {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    let mark = device.trace.mark
    screen.openEditor()
    device.runUntilIdle()
    device.expectSnapshot(
      of: .trace(since: mark, in: [.presentation, .lifecycle, .appearance]),
      matches: """
        [0.000] presentation DraftViewController#1 present(UIViewController#1, animated: true)
        [0.000] lifecycle    UIViewController#1 loadView()
        [0.000] lifecycle    UIViewController#1 viewDidLoad()
        [0.000] appearance   UIViewController#1 viewWillAppear(true)
        [0.000] lifecycle    UIViewController#1 viewWillLayoutSubviews()
        [0.000] lifecycle    UIViewController#1 viewDidLayoutSubviews()
        [0.350] appearance   UIViewController#1 viewDidAppear(true)
        [0.350] presentation UIViewController#1 presentation finished
        """)
  }

  @Test("A stale snapshot is reported at the caller's line with a diff")
  func staleSnapshot() throws {
    let (device, _) = draftWithAlert()
    let line = #line + 3
    let report = SnapshotRecording.$override.withValue(false) {
      expectOneFailure {
        device.expectSnapshot(
          of: .screen,
          matches: """
            Screen 390 × 844
            Root DraftViewController#1
              [Button "Cancel"]
            """)
      }
    }
    let failure = try #require(report)
    #expect(failure.line == line)
    #expect(failure.text.contains("The screen differs from the snapshot (- expected, + actual):"))
    #expect(failure.text.contains("    Root DraftViewController#1"))
    #expect(failure.text.contains("  - " + #"  [Button "Cancel"]"#))
    #expect(failure.text.contains("  + " + #"  [Button "Save"]"#))
    #expect(failure.text.contains("RECORD_SNAPSHOTS=1"))
  }
}
