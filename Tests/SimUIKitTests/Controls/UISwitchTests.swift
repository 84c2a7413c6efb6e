import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UISwitch")
@MainActor
struct UISwitchTests {
  @Test("FIDELITY 23.2: a switch is off, 51 × 31 points whatever frame it is given, and sized so")
  func defaultsAndSize() {
    Simulation().withCurrent {
      let toggle = UISwitch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
      #expect(toggle.frame == CGRect(x: 10, y: 40, width: 51, height: 31))
      #expect(!toggle.isOn)
      #expect(toggle.onTintColor == nil)
      #expect(toggle.preferredStyle == .automatic)
      #expect(toggle.style == .sliding)
      #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
      #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
      #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
    }
  }

  @Test(
    "FIDELITY 23.2: a tap flips the switch and sends valueChanged, then touchUpInside, with no touchDown"
  )
  func tapFlipsAndSendsEvents() throws {
    let (device, root) = SimulatedDevice.showingValueTarget()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))
    device.place(toggle)
    toggle.addTarget(root, action: "changed:", for: .valueChanged)
    let log = ControlEventLog(toggle)

    #expect(try device.hand.tap(toggle) === toggle)
    #expect(toggle.isOn)
    #expect(root.values == ["isOn true"], "the target reads the new value")
    #expect(log.events == ["valueChanged", "primaryActionTriggered", "touchUpInside"])

    try device.hand.tap(toggle)
    #expect(!toggle.isOn)
    #expect(root.values == ["isOn true", "isOn false"])
  }

  @Test("FIDELITY 23.2: with the assumption switched, a tap on a switch sends touchDown first")
  func touchDownWhenAssumed() throws {
    var assumptions = FidelityAssumptions()
    assumptions.controls.switchSendsTouchDown = true
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))
    root.view.addSubview(toggle)
    let log = ControlEventLog(toggle)

    try device.hand.tap(toggle)

    #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
  }

  @Test("FIDELITY 23.2: setOn and isOn in code send no action")
  func settingInCodeSendsNothing() {
    let (device, root) = SimulatedDevice.showingValueTarget()
    let toggle = UISwitch()
    device.place(toggle)
    toggle.addTarget(root, action: "changed:", for: .valueChanged)
    let log = ControlEventLog(toggle)

    toggle.setOn(true, animated: true)
    toggle.isOn = false

    #expect(log.events.isEmpty)
    #expect(root.values.isEmpty)
  }

  @Test("FIDELITY 23.1: a switch made with a primary action performs it when flipped")
  func primaryAction() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    var seen: [Bool] = []
    let toggle = UISwitch(
      frame: CGRect(x: 20, y: 200, width: 0, height: 0),
      primaryAction: UIAction { action in seen.append((action.sender as? UISwitch)?.isOn == true) })
    device.place(toggle)

    try device.hand.tap(toggle)
    try device.hand.tap(toggle)

    #expect(seen == [true, false])
  }

  @Test("FIDELITY 23.1: with the assumption off, a value change does not send the primary action")
  func primaryActionSwitchedOff() throws {
    var assumptions = FidelityAssumptions()
    assumptions.controls.valueChangeSendsPrimaryAction = false
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))
    root.view.addSubview(toggle)
    let log = ControlEventLog(toggle)

    try device.hand.tap(toggle)

    #expect(toggle.isOn)
    #expect(log.events == ["valueChanged", "touchUpInside"])
  }

  @Test("FIDELITY 23.1: a disabled switch ignores a tap, which goes up the responder chain")
  func disabledSwitch() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))
    device.place(toggle)
    toggle.isEnabled = false
    let log = ControlEventLog(toggle)

    try device.hand.tap(toggle)

    #expect(!toggle.isOn)
    #expect(log.events.isEmpty)
    #expect(toggle.state == .disabled)
  }

  @Test("FIDELITY 23.1: a finger that slides off the switch before lifting leaves it as it was")
  func dragOffLeavesItAlone() throws {
    let (device, _) = SimulatedDevice.showingValueTarget()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 0, height: 0))
    device.place(toggle)
    let log = ControlEventLog(toggle)

    try device.hand.pan(from: CGPoint(x: 45, y: 215), to: CGPoint(x: 200, y: 215), steps: 2)

    #expect(!toggle.isOn)
    // The first move crosses the edge: one send for both events, each action in the order added.
    #expect(
      log.events == ["touchDragOutside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
  }
}
