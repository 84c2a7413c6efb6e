import ResponderLabTesting
import SimUIKit
import Testing

/// A view that makes its height constraint in `updateConstraints`, as UIKit asks views to.
@MainActor
private final class ToggleHeightView: UIView {
  var isCompact = false
  var log: [String] = []
  private var height: NSLayoutConstraint?

  override func updateConstraints() {
    log.append("updateConstraints \(isCompact ? "compact" : "regular")")
    height?.isActive = false
    height = heightAnchor.constraint(equalToConstant: isCompact ? 44 : 88)
    height?.isActive = true
    super.updateConstraints()
  }
}

/// A child that records when its constraints are updated, into its parent's log.
@MainActor
private final class LoggingChild: UIView {
  weak var parentLog: ToggleHeightView?
  override func updateConstraints() {
    parentLog?.log.append("child updateConstraints")
    super.updateConstraints()
  }
}

@Suite("Auto Layout's view API")
@MainActor
struct LayoutAPITests {
  @Test(
    "FIDELITY 21.1: setNeedsUpdateConstraints runs updateConstraints once, in the next pass, child first"
  )
  func updateConstraints() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let view = ToggleHeightView()
    let child = LoggingChild()
    child.parentLog = view
    child.translatesAutoresizingMaskIntoConstraints = false
    view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child)
    root.view.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 200),
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.topAnchor.constraint(equalTo: view.topAnchor),
      child.widthAnchor.constraint(equalTo: view.widthAnchor),
      child.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
    ])
    device.runUntilIdle()
    // Constraints are updated bottom up: the child before its superview.
    #expect(view.log == ["child updateConstraints", "updateConstraints regular"])
    #expect(view.frame == CGRect(x: 0, y: 100, width: 200, height: 88))
    #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
    #expect(!view.needsUpdateConstraints())

    view.isCompact = true
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    #expect(view.frame.height == 88)  // nothing changes until the pass
    device.runUntilIdle()
    #expect(view.log.last == "updateConstraints compact")
    #expect(view.log.filter { $0.hasPrefix("updateConstraints") }.count == 2)
    #expect(!view.needsUpdateConstraints())
    #expect(view.frame.height == 44)
    #expect(child.frame.height == 22)

    // A layout pass that nobody asked to update constraints for does not call it again.
    view.setNeedsLayout()
    device.runUntilIdle()
    #expect(view.log.count == 3)
  }

  @Test("FIDELITY 21.5: systemLayoutSizeFitting gives the content's size, compressed or expanded")
  func systemLayoutSizeFitting() {
    _ = SimulatedDevice()
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
    ])
    // "Hello": 5 characters of 8 points and a 20-point line, with 16 points on every side.
    let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: 5 * 8 + 32, height: 20 + 32))
    // The label hugs its text at 250, above the fitting pull at 50: expanded is the same size.
    let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    #expect(expanded == compressed)
    // A required width wins over the pull, and the label stretches to fill it.
    card.widthAnchor.constraint(equalToConstant: 300).isActive = true
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width == 300)
  }

  @Test("FIDELITY 21.1: constraintsAffectingLayout(for:) gives each axis its own constraints")
  func constraintsAffectingLayout() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10)
    let width = box.widthAnchor.constraint(equalToConstant: 80)
    let top = box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10)
    let height = box.heightAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([leading, width, top, height])
    device.runUntilIdle()
    func ids(_ list: [NSLayoutConstraint]) -> Set<ObjectIdentifier> {
      Set(list.map(ObjectIdentifier.init))
    }
    let horizontal = ids(box.constraintsAffectingLayout(for: .horizontal))
    let vertical = ids(box.constraintsAffectingLayout(for: .vertical))
    #expect(horizontal.isSuperset(of: ids([leading, width])))
    #expect(horizontal.isDisjoint(with: ids([top, height])))
    #expect(vertical.isSuperset(of: ids([top, height])))
    #expect(vertical.isDisjoint(with: ids([leading, width])))
  }

  @Test("FIDELITY 21.6: directionalLayoutMargins are the layout margins, leading as left")
  func directionalLayoutMargins() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    root.view.addSubview(card)
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 12, bottom: 6, trailing: 20)
    #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 20))
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    let margins = card.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      content.topAnchor.constraint(equalTo: margins.topAnchor),
      content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    device.runUntilIdle()
    #expect(content.frame == CGRect(x: 12, y: 4, width: 168, height: 90))
    // Set the other way, the directional margins follow.
    card.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      card.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    device.runUntilIdle()
    #expect(content.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
  }
}
