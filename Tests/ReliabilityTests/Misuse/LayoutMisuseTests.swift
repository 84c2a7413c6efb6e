import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

/// A view that marks itself for layout every time it lays out: a layout feedback loop.
private final class RestlessView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    setNeedsLayout()
  }
}

/// Layout that never settles, constraints changed in ways UIKit refuses, stack views the simulator
/// lays out only roughly.
@Suite("Misuse: layout")
@MainActor
struct LayoutMisuseTests {
  @Test("A layoutSubviews that marks its view again stops after 100 rounds with a warning")
  func layoutFeedbackLoop() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    root.view.addSubview(RestlessView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    device.runUntilIdle()
    #expect(
      device.warnings.contains {
        $0.hasPrefix("The layout pass did not settle after 100 rounds: a layoutSubviews")
      })
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    #expect(root.presentedViewController === sheet, "the simulation stays usable")
  }

  @Test(
    "Making an active required constraint optional is refused with UIKit's exception; the priority stays"
  )
  func requiredToOptional() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    width.priority = .defaultHigh
    #expect(width.priority == .required)
    #expect(device.faults.first?.exceptionName == UIKitFault.internalInconsistency)
    #expect(
      device.faults.first?.reason
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."
    )
    width.isActive = false
    width.priority = .defaultHigh
    #expect(width.priority == .defaultHigh, "an inactive constraint may change")
    #expect(device.faults.count == 1)
  }

  @Test(
    "FIDELITY 14.18: a stack view with equal spacing is laid out as UIKit documents it, with no warning"
  )
  func equalSpacingIsLaidOutWithoutWarning() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let views = [UIView(), UIView(), UIView()]
    for view in views {
      view.widthAnchor.constraint(equalToConstant: 40).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.frame = CGRect(x: 0, y: 100, width: 300, height: 44)
    root.view.addSubview(stack)
    device.runUntilIdle()
    #expect(device.warnings.isEmpty)
    // Three 40-point views in 300 points: two equal gaps of 90.
    #expect(views.map(\.frame.minX) == [0, 130, 260])
  }
}
