import ResponderLabTesting
import SimUIKit
import Testing

/// Every distribution and alignment of `UIStackView`, against frames worked out by hand. Labels
/// measure 8 points a character and 20 a line at 17 points, scaled by their font (FIDELITY 23.9).
@Suite("UIStackView distributions and alignments")
@MainActor
struct UIStackViewLayoutTests {
  private func label(_ text: String, size: CGFloat = 17) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    return label
  }

  /// Lays out `stack` with `frame` in a controller's view on the default phone.
  private func layOut(_ stack: UIStackView, frame: CGRect) -> SimulatedDevice {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    stack.frame = frame
    root.view.addSubview(stack)
    device.runUntilIdle()
    return device
  }

  /// Three labels 16, 32 and 48 points wide and 20 high, in a 300 × 50 row with 10 points spacing.
  private func row(_ distribution: UIStackView.Distribution) -> (UIStackView, [UILabel]) {
    let labels = [label("ab"), label("abcd"), label("abcdef")]
    let stack = UIStackView(arrangedSubviews: labels)
    stack.distribution = distribution
    stack.spacing = 10
    return (stack, labels)
  }

  private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
  private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

  @Test("FIDELITY 14.18: .fill gives the room left to the view that hugs least")
  func fill() {
    let (stack, labels) = row(.fill)
    labels[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    labels[2].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    // 300 - 16 - 48 - 2 × 10 = 216 for the middle label.
    #expect(xs(labels) == [0, 26, 252])
    #expect(widths(labels) == [16, 216, 48])
    #expect(labels.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 50 })
    #expect(!labels.contains { $0.hasAmbiguousLayout })
    withExtendedLifetime(device) {}
  }

  @Test("FIDELITY 14.18: .fillEqually gives each view a third of the room")
  func fillEqually() {
    let (stack, labels) = row(.fillEqually)
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    // (300 - 20) / 3 = 93⅓ each.
    #expect(widths(labels).allSatisfy { abs($0 - 280.0 / 3) < 0.001 })
    #expect(abs(labels[1].frame.minX - (280.0 / 3 + 10)) < 0.001)
    #expect(abs(labels[2].frame.minX - (560.0 / 3 + 20)) < 0.001)
    withExtendedLifetime(device) {}
  }

  @Test("FIDELITY 14.18: .fillProportionally shares the room as the intrinsic widths are shared")
  func fillProportionally() {
    let (stack, labels) = row(.fillProportionally)
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    // The 280 points left by the spacing, in the proportions 16 : 32 : 48 (1/6, 2/6, 3/6).
    let expected: [Double] = [280.0 / 6, 280.0 / 3, 140]
    for (label, width) in zip(labels, expected) {
      #expect(abs(Double(label.frame.width) - width) < 0.34)
    }
    #expect(abs(labels[1].frame.minX - (280.0 / 6 + 10)) < 0.34)
    #expect(labels[2].frame.maxX == 300)
    withExtendedLifetime(device) {}
  }

  @Test("FIDELITY 14.18: .equalSpacing keeps intrinsic widths and makes the gaps equal")
  func equalSpacing() {
    let (stack, labels) = row(.equalSpacing)
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    // (300 - 96) / 2 = 102 between each pair.
    #expect(widths(labels) == [16, 32, 48])
    #expect(xs(labels) == [0, 118, 252])
    #expect(!labels.contains { $0.hasAmbiguousLayout })
    withExtendedLifetime(device) {}
  }

  @Test("FIDELITY 14.18: .equalCentering spaces the centres equally")
  func equalCentering() {
    let (stack, labels) = row(.equalCentering)
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    // Centres at 8 and 276 (the first and last views touch the edges); the middle one at 142.
    #expect(widths(labels) == [16, 32, 48])
    #expect(labels.map(\.frame.midX) == [8, 142, 276])
    withExtendedLifetime(device) {}
  }

  @Test("FIDELITY 14.18: a hidden view leaves the arrangement: equal spacing shares one gap")
  func hiddenInEqualSpacing() {
    let (stack, labels) = row(.equalSpacing)
    labels[1].isHidden = true
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    #expect(labels[0].frame.minX == 0)
    #expect(labels[2].frame.minX == 252)
    withExtendedLifetime(device) {}
  }

  /// A small and a large label (16 × 20 and 32 × 40) side by side in a 58 × 60 row.
  private func aligned(_ alignment: UIStackView.Alignment) -> (SimulatedDevice, [UILabel]) {
    let labels = [label("ab"), label("ab", size: 34)]
    let stack = UIStackView(arrangedSubviews: labels)
    stack.spacing = 10
    stack.alignment = alignment
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 58, height: 60))
    return (device, labels)
  }

  @Test(
    "FIDELITY 14.18: each alignment of a horizontal stack places the views across its height",
    arguments: [
      (UIStackView.Alignment.fill, [0.0, 0], [60.0, 60]),
      (.top, [0, 0], [20, 40]),
      (.leading, [0, 0], [20, 40]),
      (.center, [20, 10], [20, 40]),
      (.bottom, [40, 20], [20, 40]),
      (.trailing, [40, 20], [20, 40]),
      // Baselines are approximated by the top and bottom edges (FIDELITY 21.1).
      (.firstBaseline, [0, 0], [20, 40]),
      (.lastBaseline, [40, 20], [20, 40]),
    ])
  func horizontalAlignment(
    _ alignment: UIStackView.Alignment, ys: [Double], heights: [Double]
  ) {
    let (device, labels) = aligned(alignment)
    #expect(labels.map { Double($0.frame.minY) } == ys)
    #expect(labels.map { Double($0.frame.height) } == heights)
    #expect(xs(labels) == [0, 26])
    withExtendedLifetime(device) {}
  }

  @Test(
    "FIDELITY 14.18: each alignment of a vertical stack places the views across its width",
    arguments: [
      (UIStackView.Alignment.fill, [0.0, 0], [100.0, 100]),
      (.leading, [0, 0], [16, 32]),
      (.center, [42, 34], [16, 32]),
      (.trailing, [84, 68], [16, 32]),
    ])
  func verticalAlignment(
    _ alignment: UIStackView.Alignment, xs expected: [Double], widths: [Double]
  ) {
    let labels = [label("ab"), label("ab", size: 34)]
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 5
    stack.alignment = alignment
    let device = layOut(stack, frame: CGRect(x: 0, y: 100, width: 100, height: 65))
    #expect(labels.map { Double($0.frame.minX) } == expected)
    #expect(labels.map { Double($0.frame.width) } == widths)
    #expect(labels.map(\.frame.minY) == [0, 25])
    withExtendedLifetime(device) {}
  }
}
