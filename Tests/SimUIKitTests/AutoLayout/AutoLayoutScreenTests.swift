import ResponderLabTesting
import SimUIKit
import Testing

/// A settings screen laid out with anchors, the safe-area guide and a stack view, as apps write it.
@MainActor
private final class SettingsController: UIViewController {
  let titleLabel = UILabel()
  let stack = UIStackView()
  let wifiRow = UIView()
  let bluetoothRow = UIView()
  let saveButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Settings"
    stack.axis = .vertical
    stack.spacing = 8
    stack.addArrangedSubview(wifiRow)
    stack.addArrangedSubview(bluetoothRow)
    saveButton.setTitle("Save", for: .normal)
    for subview in [titleLabel, stack, saveButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
      stack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      wifiRow.heightAnchor.constraint(equalToConstant: 44),
      bluetoothRow.heightAnchor.constraint(equalToConstant: 44),
      saveButton.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 16),
      saveButton.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -16),
      saveButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16),
      saveButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}

@Suite("Auto Layout on the default phone")
@MainActor
struct AutoLayoutScreenTests {
  // The default phone is 390 × 844 points with a safe area of 47 on top and 34 at the bottom.
  @Test("FIDELITY 21.1: anchors, the safe area and a stack view give the frames worked out by hand")
  func framesWorkedOutByHand() {
    let device = SimulatedDevice()
    let screen = SettingsController()
    device.show(screen)
    // The label: 16 below the safe area's top (47), 20 in; its text metric gives 8 × 8 by 20.
    #expect(screen.titleLabel.frame == CGRect(x: 20, y: 63, width: 64, height: 20))
    // The stack: 12 below the label, 20 from each side; two 44-point rows 8 apart.
    #expect(screen.stack.frame == CGRect(x: 20, y: 95, width: 350, height: 96))
    #expect(screen.wifiRow.frame == CGRect(x: 0, y: 0, width: 350, height: 44))
    #expect(screen.bluetoothRow.frame == CGRect(x: 0, y: 52, width: 350, height: 44))
    // The button: 16 above the safe area's bottom (844 - 34 = 810), 16 from each side.
    #expect(screen.saveButton.frame == CGRect(x: 16, y: 744, width: 358, height: 50))
    #expect(!screen.stack.hasAmbiguousLayout)
    #expect(!screen.saveButton.hasAmbiguousLayout)
  }

  @Test("FIDELITY 21.1: taps land by the solved frames")
  func tapsLandBySolvedFrames() throws {
    let device = SimulatedDevice()
    let screen = SettingsController()
    device.show(screen)
    #expect(try device.hand.tap(at: CGPoint(x: 195, y: 157)) === screen.bluetoothRow)
    #expect(try device.hand.tap(at: CGPoint(x: 195, y: 117)) === screen.wifiRow)
    #expect(try device.hand.tap(at: CGPoint(x: 195, y: 769)) === screen.saveButton)
    // Between the rows (y 139…147) is the stack itself.
    #expect(try device.hand.tap(at: CGPoint(x: 195, y: 143)) === screen.stack)
  }

  @Test("FIDELITY 21.1: a changed constant moves the view in the next layout pass")
  func changedConstantRelayouts() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let top = box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100)
    NSLayoutConstraint.activate([
      top, box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      box.widthAnchor.constraint(equalTo: root.view.widthAnchor, multiplier: 0.5),
      box.heightAnchor.constraint(equalTo: box.widthAnchor),
    ])
    device.runUntilIdle()
    #expect(box.frame == CGRect(x: 0, y: 100, width: 195, height: 195))
    top.constant = 300
    #expect(box.frame.minY == 100)
    device.runUntilIdle()
    #expect(box.frame.minY == 300)
    top.isActive = false
    #expect(!top.isActive)
    device.runUntilIdle()
    #expect(box.hasAmbiguousLayout)
  }

  @Test(
    "FIDELITY 21.5: intrinsic size with hugging and compression resistance decides who stretches")
  func huggingDecides() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let name = UILabel()
    name.text = "Name"
    let value = UILabel()
    value.text = "Alice"
    for label in [name, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(label)
    }
    #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(name.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 16),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -16),
      name.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      value.topAnchor.constraint(equalTo: name.topAnchor),
    ])
    device.runUntilIdle()
    // "Name" hugs at 750 and keeps its 32 points; "Alice" (250) stretches to fill 390 - 16 - 32 - 8 - 16.
    #expect(name.frame == CGRect(x: 16, y: 100, width: 32, height: 20))
    #expect(value.frame == CGRect(x: 56, y: 100, width: 318, height: 20))
  }
}
