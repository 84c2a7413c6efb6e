import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UISlider")
@MainActor
struct UISliderTests {
  @Test(
    "FIDELITY 23.4: a slider goes from 0 to 1, starts at 0, is continuous, and keeps its value in range"
  )
  func defaultsAndClamping() {
    Simulation().withCurrent {
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
      #expect(slider.value == 0)
      #expect(slider.minimumValue == 0)
      #expect(slider.maximumValue == 1)
      #expect(slider.isContinuous)
      #expect(slider.frame.height == 20, "the height given is kept")
      #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
      slider.value = 3
      #expect(slider.value == 1)
      slider.setValue(-2, animated: true)
      #expect(slider.value == 0)
      slider.maximumValue = 10
      slider.value = 8
      slider.maximumValue = 5
      #expect(slider.value == 5, "a smaller maximum lowers the value")
      slider.minimumValue = 6
      #expect(slider.value == 6)
      #expect(slider.maximumValue == 6, "a minimum above the maximum raises it")
    }
  }

  @Test(
    "FIDELITY 23.4: dragging the thumb moves the value with the finger and sends valueChanged at each move"
  )
  func continuousDrag() throws {
    let (device, root) = SimulatedDevice.showingValueTarget()
    // The thumb travels 228 - 28 = 200 points, so a point is 1/200 of the range.
    let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 31))
    slider.maximumValue = 100
    device.place(slider)
    slider.addTarget(root, action: "changed:", for: .valueChanged)
    let log = ControlEventLog(slider)

    try device.hand.pan(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 134, y: 215), steps: 4)

    #expect(slider.value == 50)
    #expect(root.values.count == 4)
    #expect(log.events.first == "touchDown")
    #expect(log.events.last == "touchUpInside")
    #expect(log.events.filter { $0 == "valueChanged" }.count == 4)
    #expect(
      Array(log.events[1...3]) == ["valueChanged", "primaryActionTriggered", "touchDragInside"])
  }

  @Test(
    "FIDELITY 23.4: a slider that is not continuous sends valueChanged once, when the finger lifts")
  func notContinuous() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 31))
    slider.isContinuous = false
    device.place(slider)
    let log = ControlEventLog(slider)

    try device.hand.pan(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 380, y: 215), steps: 3)

    #expect(slider.value == 1, "dragged past the end: the maximum")
    #expect(
      log.events.filter { $0 == "valueChanged" || $0.hasPrefix("touchUp") } == [
        "valueChanged", "touchUpOutside",
      ])
  }

  @Test("FIDELITY 23.4: a touch on the track away from the thumb moves nothing and sends nothing")
  func touchOffTheThumb() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 31))
    device.place(slider)
    let log = ControlEventLog(slider)

    try device.hand.tap(at: CGPoint(x: 200, y: 215))
    try device.hand.pan(from: CGPoint(x: 200, y: 215), to: CGPoint(x: 240, y: 215))

    #expect(slider.value == 0)
    #expect(log.events.isEmpty)
  }

  @Test("FIDELITY 23.1: a disabled slider does not move")
  func disabled() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 31))
    slider.isEnabled = false
    device.place(slider)

    try device.hand.pan(from: CGPoint(x: 34, y: 215), to: CGPoint(x: 134, y: 215))

    #expect(slider.value == 0)
  }
}
