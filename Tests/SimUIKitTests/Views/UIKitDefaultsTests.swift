import ResponderLabTesting
import SimUIKit
import Testing

/// A view that handles its own touches, as a custom control or a drawing canvas does.
private final class TouchRecordingView: UIView {
  var touches: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("began")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    self.touches.append("ended")
  }
}

/// UIKit's documented default values (docs/fidelity.md, R13 and the facts cited), and what they
/// mean for hit-testing.
@Suite("UIKit's default values")
@MainActor
struct UIKitDefaultsTests {
  @Test("FIDELITY 14.11: a label ignores touches by default, however it is made")
  func labelIgnoresTouches() {
    Simulation().withCurrent {
      #expect(!UILabel().isUserInteractionEnabled)
      #expect(!UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)).isUserInteractionEnabled)
      #expect(UIView().isUserInteractionEnabled)
      #expect(UIButton().isUserInteractionEnabled)
    }
  }

  @Test("FIDELITY 9.2: a tap on a label lying over a touch-handling view reaches that view")
  func tapOnLabelReachesTheViewBelow() throws {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let canvas = TouchRecordingView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let caption = UILabel(frame: CGRect(x: 40, y: 120, width: 200, height: 20))
    caption.text = "Drag to draw"
    root.view.addSubview(canvas)
    root.view.addSubview(caption)

    let hit = try device.hand.tap(caption)

    #expect(hit === canvas)
    #expect(canvas.touches == ["began", "ended"])
  }

  @Test("FIDELITY 9.2: a label made interactive takes the tap, and the view below gets nothing")
  func interactiveLabelTakesTheTap() throws {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let canvas = TouchRecordingView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    let caption = UILabel(frame: CGRect(x: 40, y: 120, width: 200, height: 20))
    caption.isUserInteractionEnabled = true
    root.view.addSubview(canvas)
    root.view.addSubview(caption)

    let hit = try device.hand.tap(caption)

    #expect(hit === caption)
    #expect(canvas.touches.isEmpty)
  }

  @Test("FIDELITY 9.2: a label over a button lets the tap through to the button's action")
  func labelOverButton() throws {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    var taps = 0
    let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
    let badge = UILabel(frame: CGRect(x: 150, y: 100, width: 60, height: 20))
    badge.text = "New"
    root.view.addSubview(button)
    root.view.addSubview(badge)

    try device.hand.tap(badge)

    #expect(taps == 1)
  }

  @Test(
    "R13 (UIView docs): interactive, not clipping, opaque, no background, alpha 1, scale to fill")
  func viewDefaults() {
    Simulation().withCurrent {
      let view = UIView()
      #expect(view.isUserInteractionEnabled)
      #expect(!view.clipsToBounds)
      #expect(view.isOpaque)
      #expect(view.backgroundColor == nil)
      #expect(view.alpha == 1)
      #expect(view.contentMode == .scaleToFill)
      #expect(!view.isHidden)
      #expect(view.tag == 0)
    }
  }

  @Test("FIDELITY 3.1: .automatic is the default style, and a plain controller reads .pageSheet")
  func presentationStyleDefault() {
    Simulation().withCurrent {
      #expect(UIViewController().modalPresentationStyle == .pageSheet)
    }
  }

  @Test("R13 (UIViewController docs): cover vertical, no context, no transition style, not modal")
  func controllerDefaults() {
    Simulation().withCurrent {
      let controller = UIViewController()
      #expect(controller.modalTransitionStyle == .coverVertical)
      #expect(!controller.definesPresentationContext)
      #expect(!controller.providesPresentationContextTransitionStyle)
      #expect(!controller.isModalInPresentation)
    }
  }

  @Test("R13 (UIResponder docs): responders cannot become first responder unless they say so")
  func firstResponderDefaults() {
    Simulation().withCurrent {
      #expect(!UIResponder().canBecomeFirstResponder)
      #expect(!UIView().canBecomeFirstResponder)
      #expect(!UILabel().canBecomeFirstResponder)
      #expect(!UIViewController().canBecomeFirstResponder)
      #expect(UITextField().canBecomeFirstResponder)
    }
  }
}
