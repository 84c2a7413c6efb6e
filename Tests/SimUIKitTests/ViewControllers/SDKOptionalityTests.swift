import ResponderLabTesting
import SimUIKit
import Testing

/// Members whose Swift type is UIKit's own, implicitly unwrapped or optional, so that client code
/// written against the SDK (`guard let view = vc.view`, `view = nil`, `label.font = nil`) compiles
/// and behaves here as there.
@Suite("UIKit's declared optionality")
@MainActor
struct SDKOptionalityTests {
  @Test(
    "FIDELITY 8.1: view is implicitly unwrapped; nil unloads it and the next read loads it again")
  func viewIsImplicitlyUnwrapped() {
    let device = SimulatedDevice()
    defer { device.tearDown() }
    let controller = UIViewController()
    guard let view = controller.view else {
      Issue.record("a read of view answers a view")
      return
    }
    controller.view?.tag = 7
    #expect(view.tag == 7)
    #expect(controller.isViewLoaded)
    controller.view = nil
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.view !== view)
    #expect(controller.isViewLoaded)
  }

  @Test("A label's font and textColor are implicitly unwrapped; nil gives the defaults back")
  func labelFontAndColourResetOnNil() {
    let device = SimulatedDevice()
    defer { device.tearDown() }
    let label = UILabel()
    label.font = .systemFont(ofSize: 30)
    label.textColor = .red
    #expect(label.font?.pointSize == 30)
    label.font = nil
    label.textColor = nil
    #expect(label.font.pointSize == 17)
    #expect(label.textColor == .label)
  }

  @Test(
    "FIDELITY 23.10: a button's titleLabel is optional and setTitle(_:for:) open, as UIKit declares them"
  )
  func buttonTitleLabelIsOptional() {
    let device = SimulatedDevice()
    defer { device.tearDown() }
    /// Upper-cases every title, as apps' branded buttons do.
    final class ShoutingButton: UIButton {
      override func setTitle(_ title: String?, for state: UIControl.State) {
        super.setTitle(title?.uppercased(), for: state)
      }
    }
    let button = ShoutingButton(type: .system)
    button.titleLabel?.font = .systemFont(ofSize: 20)
    button.setTitle("Save", for: .normal)
    #expect(button.titleLabel?.font.pointSize == 20)
    #expect(button.titleLabel?.text == "SAVE")
    #expect(button.title(for: .normal) == "SAVE")
  }
}
