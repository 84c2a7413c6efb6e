import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Trait propagation")
@MainActor
struct TraitPropagationTests {
  @Test(
    "FIDELITY 12.4: traits flow screen → scene → window → controller → view → subview, and an override changes the object and its descendants only"
  )
  func overridesFlowDown() {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    let child = UIViewController()
    let label = UILabel()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    child.view.addSubview(label)
    device.show(root)
    #expect(label.traitCollection.horizontalSizeClass == .regular)
    #expect(device.windowScene.traitCollection.userInterfaceIdiom == .pad)
    child.traitOverrides.horizontalSizeClass = .compact
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(child.view.traitCollection.horizontalSizeClass == .compact)
    #expect(label.traitCollection.horizontalSizeClass == .compact)
    #expect(root.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    child.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(label.traitCollection.horizontalSizeClass == .regular)
  }

  @Test(
    "FIDELITY 12.4: since iOS 17 a child controller takes its traits from its view's superview, so a view override above it reaches it"
  )
  func controllerInheritsFromSuperview() {
    let device = SimulatedDevice(profile: .tablet)
    let root = UIViewController()
    let holder = UIView()
    root.view.addSubview(holder)
    let child = UIViewController()
    root.addChild(child)
    holder.addSubview(child.view)
    child.didMove(toParent: root)
    device.show(root)
    holder.traitOverrides.userInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(root.traitCollection.userInterfaceStyle == .light)
  }

  @Test("FIDELITY 12.4: a scene or window override reaches every controller and view in it")
  func sceneOverride() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    device.windowScene.traitOverrides.userInterfaceStyle = .dark
    #expect(root.view.traitCollection.userInterfaceStyle == .dark)
    device.windowScene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
    device.window.traitOverrides.verticalSizeClass = .compact
    #expect(root.traitCollection.verticalSizeClass == .compact)
    #expect(root.traitCollection.userInterfaceStyle == .light)
  }

  @Test(
    "FIDELITY 12.6: setting an override calls traitCollectionDidChange on the object and its descendants, parents first, with the previous traits"
  )
  func overrideCallbacks() {
    let device = SimulatedDevice(profile: .phone)
    let root = UIViewController()
    device.show(root)
    var order: [String] = []
    root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (_: UIViewController, previous: UITraitCollection) in
      order.append("controller was \(previous.userInterfaceStyle)")
    }
    root.view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: UIView, _: UITraitCollection) in
      order.append("view is \(view.traitCollection.userInterfaceStyle)")
    }
    root.traitOverrides.userInterfaceStyle = .dark
    #expect(order == ["controller was light", "view is dark"])
    #expect(
      device.trace.lines(in: [.lifecycle]).contains {
        $0.contains("traitCollectionDidChange(userInterfaceStyle)")
      })
  }

  @Test(
    "FIDELITY 12.5: a presentation controller's overrideTraitCollection and traitOverrides reach the presented controller"
  )
  func presentationControllerOverrides() {
    let (device, root) = SimulatedDevice.showingPlainRoot()
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    device.runUntilIdle()
    let presentation = sheet.presentationController
    presentation?.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    #expect(sheet.traitCollection.userInterfaceStyle == .dark)
    #expect(sheet.view.traitCollection.userInterfaceStyle == .dark)
    presentation?.traitOverrides.userInterfaceStyle = .light
    #expect(sheet.traitCollection.userInterfaceStyle == .light)
    #expect(root.traitCollection.userInterfaceStyle == .light)
  }

  @Test("UITraitCollection(mutations:) and traitsFrom: combine traits; the last one specified wins")
  func collectionBuilding() {
    let built = UITraitCollection { traits in
      traits.horizontalSizeClass = .compact
      traits.userInterfaceIdiom = .pad
    }
    #expect(built.horizontalSizeClass == .compact)
    #expect(built.verticalSizeClass == .unspecified)
    let combined = UITraitCollection(traitsFrom: [
      built, UITraitCollection(horizontalSizeClass: .regular),
    ])
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.userInterfaceIdiom == .pad)
    #expect(combined.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
    #expect(
      combined.description
        == "<UITraitCollection; UserInterfaceIdiom = Pad, HorizontalSizeClass = Regular>")
  }
}
