import ResponderLabDevice
import SimUIKit
import Testing

// UIKit's standard controls against a recognizer on an ancestor, beyond the button (FIDELITY 14.10),
// and the image view that ignores touches (14.11).

/// The standard controls Apple lists as keeping a one-finger single tap.
enum TapKeepingControl: String, CaseIterable, CustomTestStringConvertible {
  case switchControl = "UISwitch"
  case stepper = "UIStepper"
  case segmentedControl = "UISegmentedControl"

  var testDescription: String { rawValue }

  @MainActor func make() -> UIControl {
    switch self {
    case .switchControl: UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    case .stepper: UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
    case .segmentedControl:
      {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 160, height: 32)
        return control
      }()
    }
  }
}

@Suite("Standard controls against an ancestor's recognizer")
@MainActor
struct ControlGestureTests {
  @Test(
    "FIDELITY 14.10: a switch, a stepper and a segmented control keep their tap from a superview's tap",
    arguments: TapKeepingControl.allCases)
  func controlKeepsTap(kind: TapKeepingControl) throws {
    let stage = GestureStage()
    let delegate = GestureDelegate(log: stage.log)
    stage.tap.delegate = delegate
    let control = kind.make()
    var events: [String] = []
    control.addAction(for: .valueChanged) { events.append("valueChanged") }
    control.addAction(for: .touchCancel) { events.append("touchCancel") }
    stage.view.addSubview(control)
    // Inside the control, away from the stepper's minus half and on the segmented control's second
    // segment.
    let point = control.convert(
      CGPoint(x: control.bounds.width * 0.75, y: control.bounds.midY), to: nil)
    try stage.device.hand.tap(at: point)
    #expect(events == ["valueChanged"], "\(kind.rawValue) handled its own tap")
    #expect(!stage.log.lines.contains("tap.action(ended)"))
    #expect(!stage.log.lines.contains("tap.delegate.shouldBegin"), "the delegate is not asked")
    let refused = stage.device.trace.events.contains {
      $0.message.hasSuffix("gestureRecognizerShouldBegin → false")
    }
    #expect(refused, "the trace names the control's refusal")
  }

  @Test("FIDELITY 14.10: a double tap on a superview is not one the controls keep")
  func doubleTapIsNotKept() {
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    let holder = UIView()
    holder.addGestureRecognizer(tap)
    for kind in TapKeepingControl.allCases {
      #expect(kind.make().gestureRecognizerShouldBegin(tap), "\(kind.rawValue)")
    }
    let single = UITapGestureRecognizer()
    let control = TapKeepingControl.stepper.make()
    control.addGestureRecognizer(single)
    #expect(control.gestureRecognizerShouldBegin(single), "a recognizer on the control itself")
  }

  @Test("FIDELITY 14.10: a horizontal swipe on a slider's thumb moves the thumb, not the swipe")
  func sliderKeepsSwipe() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let swipe = UISwipeGestureRecognizer(target: stage.target, action: "handle:")
    swipe.name = "swipe"
    swipe.direction = [.right, .up]
    stage.controller.view.addGestureRecognizer(swipe)
    let slider = UISlider(frame: CGRect(x: 0, y: 80, width: 200, height: 31))
    stage.view.addSubview(slider)
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
      value: slider.value)
    let onThumb = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
    try stage.device.hand.swipe(from: onThumb, .right, distance: 80)
    #expect(!stage.log.lines.contains("swipe.action(ended)"), "the slider refused the swipe")
    #expect(slider.value > 0, "the thumb followed the finger")
    let value = slider.value
    try stage.device.hand.swipe(from: onThumb, .up, distance: 80)
    #expect(
      stage.log.lines.contains("swipe.action(ended)"), "a swipe across the slider is not kept")
    #expect(slider.value == value)
  }

  @Test(
    "FIDELITY 14.10: a pan along a switch from its knob is the switch's; from elsewhere it is not")
  func switchKeepsPanOnKnob() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let pan = UIPanGestureRecognizer(target: stage.target, action: "handle:")
    pan.name = "pan"
    stage.controller.view.addGestureRecognizer(pan)
    let toggle = UISwitch(frame: CGRect(x: 20, y: 80, width: 51, height: 31))
    var events: [String] = []
    toggle.addAction(for: .touchCancel) { events.append("touchCancel") }
    stage.view.addSubview(toggle)
    let knob = toggle.convert(CGPoint(x: 15, y: 15), to: nil)
    try stage.device.hand.pan(from: knob, to: CGPoint(x: knob.x + 30, y: knob.y), steps: 3)
    #expect(!stage.log.lines.contains { $0.hasPrefix("pan") }, "refused on the knob")
    #expect(events.isEmpty)
    let track = toggle.convert(CGPoint(x: 42, y: 15), to: nil)
    try stage.device.hand.pan(from: track, to: CGPoint(x: track.x, y: track.y + 60), steps: 3)
    #expect(stage.log.lines.contains("pan.action(began)"), "a pan across it is the superview's")
    #expect(events == ["touchCancel"])
  }

  @Test("FIDELITY 14.11: a tap recognizer on an image view does nothing until it takes touches")
  func imageViewIgnoresTouches() throws {
    let stage = GestureStage(recognizerOnRoot: false)
    let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(!image.isUserInteractionEnabled)
    stage.view.addSubview(image)
    image.addGestureRecognizer(stage.tap)
    let delegate = GestureDelegate(log: stage.log)
    stage.tap.delegate = delegate
    let hit = try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(hit === stage.view, "the tap goes to the view underneath")
    #expect(stage.log.lines == ["view.touchesBegan", "view.touchesEnded"], "nothing was asked")
    image.isUserInteractionEnabled = true
    stage.log.lines = []
    try stage.device.hand.tap(at: CGPoint(x: 60, y: 110))
    #expect(stage.log.lines.contains("tap.action(ended)"))
  }
}
