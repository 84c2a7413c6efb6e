import ResponderLabTesting
import SimUIKit
import Testing

@MainActor
private final class TransitionRecorder: UIViewController {
  var log: [String] = []
  var callsSuper = true

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append(
      "viewWillTransition \(Int(size.width))×\(Int(size.height)) view \(Int(view.bounds.width))")
    coordinator.animate(
      alongsideTransition: { [weak self] _ in
        guard let self else { return }
        self.log.append("alongside view \(Int(self.view.bounds.width))")
      },
      completion: { [weak self] _ in self?.log.append("completion") })
    if callsSuper { super.viewWillTransition(to: size, with: coordinator) }
  }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append("willTransition \(newCollection.verticalSizeClass)")
    super.willTransition(to: newCollection, with: coordinator)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    log.append(
      "traitCollectionDidChange \(previousTraitCollection?.verticalSizeClass.description ?? "nil")→\(traitCollection.verticalSizeClass)"
    )
  }
}

@Suite("Rotation and window resizing")
@MainActor
struct RotationTests {
  @Test(
    "FIDELITY 12.6: a rotation sends willTransition(to:with:), viewWillTransition(to:with:) before the new size, then traitCollectionDidChange, then the alongside blocks; completions when it ends"
  )
  func rotationOrder() {
    let device = SimulatedDevice(profile: .phone)
    let root = TransitionRecorder()
    device.show(root)
    device.rotate(to: .landscape)
    #expect(
      root.log == [
        "willTransition compact", "viewWillTransition 844×390 view 390",
        "traitCollectionDidChange regular→compact", "alongside view 844", "completion",
      ])
  }

  @Test(
    "The default viewWillTransition(to:with:) forwards to children; an override without super stops it"
  )
  func forwardingToChildren() {
    let device = SimulatedDevice(profile: .phone)
    let parent = TransitionRecorder()
    let child = TransitionRecorder()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    device.show(parent)
    device.rotate(to: .landscape)
    #expect(
      child.log.contains("viewWillTransition 844×390 view \(Int(child.view.bounds.width))")
        || child.log.contains { $0.hasPrefix("viewWillTransition 844×390") })
    let silent = TransitionRecorder()
    silent.callsSuper = false
    let hidden = TransitionRecorder()
    silent.addChild(hidden)
    silent.view.addSubview(hidden.view)
    hidden.didMove(toParent: silent)
    let other = SimulatedDevice(profile: .phone)
    other.show(silent)
    other.rotate(to: .landscape)
    #expect(!hidden.log.contains { $0.hasPrefix("viewWillTransition") })
  }

  @Test(
    "FIDELITY 12.2: dragging a Split View divider from 2/3 to 1/3 makes the width compact, with the callbacks"
  )
  func splitViewResize() throws {
    let device = SimulatedDevice(profile: .tabletSplitTwoThirds)
    let root = TransitionRecorder()
    device.show(root)
    var changes: [String] = []
    root.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (controller: TransitionRecorder, previous: UITraitCollection) in
      changes.append(
        "\(previous.horizontalSizeClass)→\(controller.traitCollection.horizontalSizeClass)")
    }
    try device.resize(to: .tabletSplitOneThird)
    #expect(changes == ["regular→compact"])
    #expect(device.window.bounds.width == 375)
    #expect(root.log.contains("viewWillTransition 375×820 view 795"))
  }

  @Test(
    "FIDELITY 12.6: a trait-change registration is called only when one of its traits changes, with the previous traits"
  )
  func registrationsFilterByTrait() {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    device.show(root)
    var horizontal = 0
    var vertical: [UIUserInterfaceSizeClass] = []
    root.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      (_: UIViewController, _: UITraitCollection) in horizontal += 1
    }
    root.view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: UIView, previous: UITraitCollection) in vertical.append(previous.verticalSizeClass)
    }
    device.rotate(to: .landscape)
    #expect(horizontal == 0)
    device.setUserInterfaceStyle(.dark)
    #expect(vertical == [.regular])
    #expect(root.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("FIDELITY 12.6: an unregistered handler is not called again")
  func unregister() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    var calls = 0
    let registration = root.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (_: UIViewController, _: UITraitCollection) in calls += 1
    }
    device.rotate(to: .landscape)
    root.unregisterForTraitChanges(registration)
    device.rotate(to: .portrait)
    #expect(calls == 1)
  }
}
