import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UIStackView")
@MainActor
struct UIStackViewTests {
  private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test(
    "FIDELITY 14.18: arranged views are subviews; removing from the arrangement keeps the subview")
  func arrangedAreSubviews() {
    _ = SimulatedDevice()
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    #expect(ids(stack.subviews) == ids([first, second]))
    #expect(ids(stack.arrangedSubviews) == ids([first, second]))
    stack.removeArrangedSubview(first)
    #expect(ids(stack.arrangedSubviews) == ids([second]))
    #expect(first.superview === stack)
    #expect(first.next === stack)
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(ids(stack.subviews) == ids([first]))
  }

  @Test("FIDELITY 14.18: UIKit's defaults are horizontal, fill, fill and no spacing")
  func defaults() {
    _ = SimulatedDevice()
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
  }

  @Test("FIDELITY 14.18: a horizontal fill-equally stack with custom spacing and a hidden view")
  func horizontalFillEqually() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let views = (0..<4).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillEqually
    stack.spacing = 10
    stack.setCustomSpacing(30, after: views[0])
    views[3].isHidden = true
    stack.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
    root.view.addSubview(stack)
    device.runUntilIdle()
    // Three visible views share 390 - 30 - 10 = 350: 116.67 each, rounded to the 3x screen's pixels.
    #expect(views[0].frame.minX == 0)
    #expect(abs(views[0].frame.width - 350.0 / 3) < 0.34)
    #expect(abs(views[1].frame.minX - (350.0 / 3 + 30)) < 0.34)
    #expect(abs(views[2].frame.maxX - 390) < 0.34)
    #expect(views.prefix(3).allSatisfy { $0.frame.height == 60 })
    #expect(!stack.hasAmbiguousLayout)
  }

  @Test("FIDELITY 14.18: a centred vertical stack keeps intrinsic widths")
  func centredVertical() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let short = UILabel()
    short.text = "Hi"
    let long = UILabel()
    long.text = "Hello there"
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 4
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    root.view.addSubview(stack)
    device.runUntilIdle()
    #expect(short.frame == CGRect(x: 92, y: 0, width: 16, height: 20))
    #expect(long.frame == CGRect(x: 56, y: 24, width: 88, height: 20))
  }
}
