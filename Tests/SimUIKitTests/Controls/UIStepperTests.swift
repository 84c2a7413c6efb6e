import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UIStepper")
@MainActor
struct UIStepperTests {
  @Test("FIDELITY 23.5: a stepper counts 0 to 100 by 1, autorepeats, does not wrap, and is 94 × 32")
  func defaults() {
    Simulation().withCurrent {
      let stepper = UIStepper()
      #expect(stepper.value == 0)
      #expect(stepper.minimumValue == 0)
      #expect(stepper.maximumValue == 100)
      #expect(stepper.stepValue == 1)
      #expect(!stepper.wraps)
      #expect(stepper.autorepeat)
      #expect(stepper.isContinuous)
      #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
      stepper.minimumValue = 200
      #expect(stepper.maximumValue == 200, "a minimum above the maximum sets both")
      #expect(stepper.value == 200)
    }
  }

  @Test("FIDELITY 23.5: a step of 0 is refused as UIKit raises, and the step stays")
  func zeroStep() {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let stepper = UIStepper()
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1)
    #expect(device.faults.first?.exceptionName == "NSInvalidArgumentException")
  }

  @Test(
    "FIDELITY 23.5: a tap on + or − steps once, sending valueChanged before touchDown, then touchUpInside"
  )
  func tapSteps() throws {
    let (device, root) = SimulatedDevice.showingValueTarget()
    let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32))
    stepper.stepValue = 5
    device.place(stepper)
    stepper.addTarget(root, action: "changed:", for: .valueChanged)
    let log = ControlEventLog(stepper)

    try device.hand.tap(at: CGPoint(x: 100, y: 216))
    #expect(stepper.value == 5)
    #expect(
      log.events == ["valueChanged", "primaryActionTriggered", "touchDown", "touchUpInside"])
    try device.hand.tap(at: CGPoint(x: 30, y: 216))
    try device.hand.tap(at: CGPoint(x: 30, y: 216))
    #expect(stepper.value == 0, "− stops at the minimum")
    #expect(root.values.count == 2, "the tap that changed nothing sent no valueChanged")
  }

  @Test("FIDELITY 23.5: a wrapping stepper goes from the maximum to the minimum")
  func wraps() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32))
    stepper.maximumValue = 2
    stepper.value = 2
    stepper.wraps = true
    device.place(stepper)

    try device.hand.tap(at: CGPoint(x: 100, y: 216))

    #expect(stepper.value == 0)
  }

  @Test("FIDELITY 23.5: holding + keeps stepping in virtual time, and stops when the finger lifts")
  func autorepeat() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32))
    device.place(stepper)

    try device.hand.longPress(at: CGPoint(x: 100, y: 216), duration: 0.8)
    device.advance(by: 1)

    // One step at touch-down, then at 0.5, 0.6, 0.7 and 0.8 seconds.
    #expect(stepper.value == 5)
  }

  @Test("FIDELITY 23.5: without autorepeat, holding steps once")
  func noAutorepeat() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32))
    stepper.autorepeat = false
    device.place(stepper)

    try device.hand.longPress(at: CGPoint(x: 100, y: 216), duration: 2)

    #expect(stepper.value == 1)
  }

  @Test("FIDELITY 23.5: with the assumption switched, the step comes when the finger lifts")
  func stepOnTouchUp() throws {
    var assumptions = FidelityAssumptions()
    assumptions.controls.stepperStepsOnTouchDown = false
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32))
    root.view.addSubview(stepper)
    let log = ControlEventLog(stepper)

    try device.hand.longPress(at: CGPoint(x: 100, y: 216), duration: 2)

    #expect(stepper.value == 1)
    #expect(
      log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
  }
}
