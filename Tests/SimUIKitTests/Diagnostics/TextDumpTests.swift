import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Text dumps")
@MainActor
struct TextDumpTests {
  @Test(
    "recursiveDescription: one line a view, '   | ' a level, optional fields only when set (FIDELITY 10.1)"
  )
  func recursiveDescription() {
    Simulation().withCurrent {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let label = UILabel(frame: CGRect(x: 16, y: 60.5, width: 200, height: 20))
      label.text = "Hello"
      label.alpha = 0.5
      label.isHidden = true
      let clip = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
      clip.clipsToBounds = true
      clip.isUserInteractionEnabled = false
      root.addSubview(label)
      root.addSubview(clip)
      #expect(
        ViewTreeDump().render(root) == """
          <UIView#1; frame = (0 0; 390 844)>
             | <UILabel#1; frame = (16 60.5; 200 20); text = 'Hello'; alpha = 0.5; hidden = YES; userInteractionEnabled = NO>
             | <UIView#2; frame = (0 100; 10 10); clipsToBounds = YES; userInteractionEnabled = NO>
          """)
    }
  }

  @Test(
    "recursiveDescription with addresses ends each line with its layer, as UIKit does (FIDELITY 10.1)"
  )
  func recursiveDescriptionWithAddresses() {
    Simulation().withCurrent {
      let line = ViewTreeDump(style: .uikit).describe(UIView())
      #expect(line.hasPrefix("<UIView: 0x"))
      #expect(line.contains("; frame = (0 0; 0 0); layer = <CALayer: 0x"))
      #expect(line.hasSuffix(">>"))
      let styled = UIView()
      styled.backgroundColor = .red
      styled.accessibilityIdentifier = "card"
      let uikitLine = ViewTreeDump(style: .uikit).describe(styled)
      #expect(uikitLine.contains("backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1"))
      #expect(!uikitLine.contains("identifier"), "UIKit's line has no identifier field")
    }
  }

  @Test("Depth limit cuts deeper levels, like chisel's pviews -d (FIDELITY 10.4)")
  func depthLimit() {
    Simulation().withCurrent {
      let root = UIView()
      let child = UIView()
      root.addSubview(child)
      child.addSubview(UIView())
      #expect(ViewTreeDump(maxDepth: 1).render(root).split(separator: "\n").count == 2)
    }
  }

  @Test(
    "_printHierarchy: children '   | ', presented '   + ', states and presentation controllers (FIDELITY 10.2)"
  )
  func printHierarchy() {
    let device = SimulatedDevice()
    let index = UIViewController()
    let other = UIViewController()
    let navigation = UINavigationController(rootViewController: other)
    navigation.pushViewController(index, animated: false)
    device.show(navigation)
    let sheet = UINavigationController(rootViewController: UIViewController())
    navigation.present(sheet, animated: false)
    #expect(
      ControllerTreeDump().render(device.window) == """
        <UINavigationController#1>, state: appeared, view: <UILayoutContainerView#1>
           | <UIViewController#2>, state: disappeared, view:  (view not loaded)
           | <UIViewController#1>, state: appeared, view: <UIView#1>
           + <UINavigationController#2>, state: appeared, view: <UILayoutContainerView#2>, presented with: <_UIPageSheetPresentationController#1>
           |    | <UIViewController#3>, state: appeared, view: <UIView#2>
        """)
  }

  @Test("_printHierarchy marks detached views 'not in the window' (FIDELITY 10.2)")
  func notInWindow() {
    Simulation().withCurrent {
      let controller = UIViewController()
      _ = controller.view
      #expect(
        ControllerTreeDump().describe(controller)
          == "<UIViewController#1>, state: disappeared, view: <UIView#1> not in the window")
      #expect(
        ControllerTreeDump(style: .uikit).describe(controller).hasPrefix("<UIViewController 0x"))
    }
  }

  @Test("presponder: one responder a line, '   | ' once per step taken (FIDELITY 10.5)")
  func presponder() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let lines = ResponderChainDump().render(from: root).split(separator: "\n").map(String.init)
    #expect(lines.first == "<UIViewController#1>")
    #expect(lines[1] == "   | <UIDropShadowView#1; frame = (0 0; 390 844)>")
    #expect(lines.last == "   |    |    |    |    |    | <SimulatedAppDelegate#1>")
    #expect(
      ResponderChainDump().arrowLine(from: root)
        == "UIViewController → UIDropShadowView → UITransitionView → UIWindow → UIWindowScene → UIApplication → SimulatedAppDelegate"
    )
  }
}
