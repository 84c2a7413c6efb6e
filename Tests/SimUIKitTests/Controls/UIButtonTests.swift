import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UIButton's size")
@MainActor
struct UIButtonTests {
  /// The simulator's text metric at the button's 15-point title font (FIDELITY 23.9).
  static let characterWidth = 8.0 * 15 / 17
  static let lineHeight = 20.0 * 15 / 17

  private func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 0.001 }

  @Test("FIDELITY 23.10: the title in the text metric, 6 points above and below, at least 30 wide")
  func intrinsicSize() {
    _ = SimulatedDevice()
    let button = UIButton(type: .system)
    #expect(button.titleLabel?.font.pointSize == 15)
    button.setTitle("Hello World", for: .normal)
    let size = button.intrinsicContentSize
    // 11 characters: 77.6 × 29.6 points; a device measures {78, 30} for this title.
    #expect(close(size.width, 11 * Self.characterWidth))
    #expect(close(size.height, Self.lineHeight + 12))
    #expect(button.sizeThatFits(.zero) == size)
    button.setTitle("On", for: .normal)
    #expect(button.intrinsicContentSize.width == 30)
  }

  @Test(
    "FIDELITY 23.10: a titled button shows its title in a UIButtonLabel of the title's size, centred, as dumps print it"
  )
  func titleLabelAsDumpsShowIt() {
    _ = SimulatedDevice()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    // Untitled, a device's dump shows no label under the button.
    #expect(button.subviews.isEmpty)
    #expect(button.titleLabel != nil)
    button.setTitle("Done", for: .normal)
    #expect(button.subviews.map(\.className) == ["UIButtonLabel"])
    let label = button.subviews[0]
    // "Done": 4 characters of the 15-point metric, one line, centred in the 120 × 44 bounds.
    let width = 4 * Self.characterWidth
    #expect(close(label.frame.width, width) && close(label.frame.height, Self.lineHeight))
    #expect(close(label.frame.minX, (120 - width) / 2))
    #expect(close(label.frame.minY, (44 - Self.lineHeight) / 2))
    #expect(ViewTreeDump().render(button).contains("<UIButtonLabel#1; frame = ("))
    // Retitled, the same label shows the new title.
    button.setTitle("Save", for: .normal)
    #expect(button.subviews.count == 1)
    #expect((button.subviews[0] as? UILabel)?.text == "Save")
  }

  @Test(
    "FIDELITY 23.10: contentEdgeInsets grow the intrinsic size; titleEdgeInsets only move the title"
  )
  func insets() {
    _ = SimulatedDevice()
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    let plain = button.intrinsicContentSize
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
    #expect(button.intrinsicContentSize == plain)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    #expect(close(button.intrinsicContentSize.width, Double(plain.width) + 22))
    #expect(close(button.intrinsicContentSize.height, Double(plain.height) + 10))
  }

  @Test("FIDELITY 21.5, 23.10: a button pinned by two edges takes its intrinsic size, to the pixel")
  func laidOutByIntrinsicSize() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let button = UIButton(type: .system)
    button.setTitle("Hello World", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      button.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
    ])
    device.runUntilIdle()
    // 77.647 × 29.647 rounded to the 3x screen's pixels: 233/3 × 89/3.
    #expect(button.frame == CGRect(x: 20, y: 100, width: 233.0 / 3, height: 89.0 / 3))
    #expect(!button.hasAmbiguousLayout)
    // A longer title grows the button in the next pass.
    button.setTitle("Hello World, again", for: .normal)
    device.runUntilIdle()
    #expect(button.frame.width > 233.0 / 3)
  }
}
