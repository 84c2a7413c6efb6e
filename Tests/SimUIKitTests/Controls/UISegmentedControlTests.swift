import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UISegmentedControl")
@MainActor
struct UISegmentedControlTests {
  @Test("FIDELITY 23.3: no segment is selected at first, nor momentary; 32 points tall")
  func defaults() {
    Simulation().withCurrent {
      let control = UISegmentedControl(items: ["Day", "Week", "Month"])
      #expect(UISegmentedControl.noSegment == -1)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      #expect(!control.isMomentary)
      #expect(!control.apportionsSegmentWidthsByContent)
      #expect(control.numberOfSegments == 3)
      #expect(control.titleForSegment(at: 1) == "Week")
      #expect(control.titleForSegment(at: 3) == nil)
      // The simulator's metric: 8 points a character plus 24, each segment as wide as the widest.
      #expect(control.intrinsicContentSize == CGSize(width: 3 * (40 + 24), height: 32))
      #expect(control.bounds.size == control.intrinsicContentSize)
    }
  }

  @Test("FIDELITY 23.3: inserting, removing and retitling segments keeps the selected segment")
  func editingSegments() {
    Simulation().withCurrent {
      let control = UISegmentedControl(items: ["A", "B"])
      control.selectedSegmentIndex = 1
      control.insertSegment(withTitle: "Z", at: 0, animated: false)
      #expect(control.selectedSegmentIndex == 2)
      control.insertSegment(withTitle: "End", at: 99, animated: false)
      #expect(control.titleForSegment(at: 3) == "End", "an index past the end appends")
      control.setTitle("Bee", forSegmentAt: 2)
      #expect(control.titleForSegment(at: 2) == "Bee")
      control.removeSegment(at: 0, animated: true)
      #expect(control.selectedSegmentIndex == 1)
      control.removeSegment(at: 1, animated: false)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      #expect(
        (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["A", "End"])
      control.removeAllSegments()
      #expect(control.numberOfSegments == 0)
    }
  }

  @Test("FIDELITY 23.3: a selected index outside the segments is refused with a warning")
  func outOfRangeSelection() {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let control = UISegmentedControl(items: ["A", "B"])
    device.place(control)
    control.selectedSegmentIndex = 0
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == 0)
    #expect(device.warnings.contains { $0.contains("selectedSegmentIndex 5 is outside") })
  }

  @Test(
    "FIDELITY 23.3: a tap selects the segment under the finger by frame, then sends valueChanged and touchUpInside"
  )
  func tapSelectsByFrame() throws {
    let (device, root) = SimulatedDevice.showingValueTarget()
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    control.frame = CGRect(x: 30, y: 200, width: 300, height: 32)
    device.place(control)
    control.addTarget(root, action: "changed:", for: .valueChanged)
    let log = ControlEventLog(control)
    #expect(control.segmentFrames.map(\.minX) == [0, 100, 200])

    try device.hand.tap(at: CGPoint(x: 30 + 250, y: 216))
    #expect(control.selectedSegmentIndex == 2)
    #expect(root.values == ["selected 2"])
    #expect(
      log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])

    log.clear()
    try device.hand.tap(at: CGPoint(x: 30 + 290, y: 216))
    #expect(log.events == ["touchDown", "touchUpInside"], "the selected segment again: no change")
    try device.hand.tap(at: CGPoint(x: 30 + 99, y: 216))
    #expect(control.selectedSegmentIndex == 0)
    #expect(root.values == ["selected 2", "selected 0"])
  }

  @Test(
    "FIDELITY 23.3: with the older assumption, the segment is selected when the finger goes down")
  func selectionOnTouchDown() throws {
    var assumptions = FidelityAssumptions()
    assumptions.controls.segmentSelectionMoment = .touchDown
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 0, y: 200, width: 200, height: 32)
    root.view.addSubview(control)
    let log = ControlEventLog(control)

    try device.hand.tap(at: CGPoint(x: 150, y: 210))

    #expect(control.selectedSegmentIndex == 1)
    #expect(
      log.events == ["valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside"])
  }

  @Test("FIDELITY 23.3: a finger that slides to another segment selects the one where it lifts")
  func slideSelects() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 0, y: 200, width: 300, height: 32)
    device.place(control)

    try device.hand.pan(from: CGPoint(x: 50, y: 210), to: CGPoint(x: 250, y: 210))

    #expect(control.selectedSegmentIndex == 2)
  }

  @Test("FIDELITY 23.3: a momentary control reports the tapped segment to its actions, then none")
  func momentary() throws {
    let (device, root) = SimulatedDevice.showingValueTarget()
    let control = UISegmentedControl(items: ["Undo", "Redo"])
    control.frame = CGRect(x: 0, y: 200, width: 200, height: 32)
    control.isMomentary = true
    device.place(control)
    control.addTarget(root, action: "changed:", for: .valueChanged)

    try device.hand.tap(at: CGPoint(x: 150, y: 210))
    try device.hand.tap(at: CGPoint(x: 150, y: 210))

    #expect(root.values == ["selected 1", "selected 1"], "the same segment twice still sends")
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("FIDELITY 23.3: disabled segments and disabled controls ignore taps")
  func disabled() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 0, y: 200, width: 200, height: 32)
    device.place(control)
    control.setEnabled(false, forSegmentAt: 1)
    #expect(!control.isEnabledForSegment(at: 1))

    try device.hand.tap(at: CGPoint(x: 150, y: 210))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)

    control.isEnabled = false
    try device.hand.tap(at: CGPoint(x: 50, y: 210))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("FIDELITY 23.1: segments made from actions perform the selected segment's action")
  func actions() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    var performed: [String] = []
    let control = UISegmentedControl(
      frame: CGRect(x: 0, y: 200, width: 200, height: 32),
      actions: [
        UIAction(title: "List") { _ in performed.append("List") },
        UIAction(title: "Grid") { _ in performed.append("Grid") },
      ])
    device.place(control)
    #expect(control.titleForSegment(at: 1) == "Grid")
    #expect(control.actionForSegment(at: 0)?.title == "List")
    let grid = try #require(control.actionForSegment(at: 1))
    #expect(control.segmentIndex(identifiedBy: grid.identifier) == 1)

    try device.hand.tap(at: CGPoint(x: 150, y: 210))
    try device.hand.tap(at: CGPoint(x: 50, y: 210))

    #expect(performed == ["Grid", "List"])
  }

  @Test("FIDELITY 23.3: set widths are kept and the rest is shared; content widths when asked")
  func widths() {
    Simulation().withCurrent {
      let control = UISegmentedControl(items: ["A", "Longer"])
      control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
      #expect(control.segmentFrames.map(\.width) == [100, 100])
      control.apportionsSegmentWidthsByContent = true
      // Natural widths 8 + 24 = 32 and 48 + 24 = 72 share 200 points.
      let shared: [CGFloat] = [200 * 32 / 104, 200 * 72 / 104]
      #expect(control.segmentFrames.map(\.width) == shared)
      control.setWidth(50, forSegmentAt: 0)
      #expect(control.widthForSegment(at: 0) == 50)
      #expect(control.segmentFrames.map(\.width) == [50, 150])
    }
  }
}
