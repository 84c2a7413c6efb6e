import Foundation
import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

/// A chain of 100,000 views, each inside the one before, in a device's window: every walk, dump,
/// hit-test, picture and teardown must finish without overflowing the stack.
/// A root view that notes the touches that reach it.
private final class TouchRecordingView: UIView {
  var phases: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("began")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    phases.append("ended")
  }
}

/// A controller whose root view records touches.
private final class TouchRecordingController: UIViewController {
  override func loadView() {
    view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}

@Suite("A 100,000-deep chain of views")
@MainActor
struct DeepViewChainTests {
  static let depth = 100_000

  /// A device whose root controller's view holds a chain of `depth` plain views, each 10 × 10 at the
  /// origin of the one before, and the chain's tip.
  static func makeChain(
    depth: Int = depth, makeRoot: () -> UIViewController = { UIViewController() }
  ) -> (SimulatedDevice, UIViewController, UIView) {
    let device = SimulatedDevice()
    device.simulation.trace.recordedCategories = [.fault, .warning]
    // NB: made once the device's simulation is current, so that it joins that simulation.
    let root = makeRoot()
    device.show(root)
    var tip: UIView = root.view
    for _ in 0..<depth {
      let next = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      tip.addSubview(next)
      tip = next
    }
    return (device, root, tip)
  }

  @Test("next walks from the tip to the app delegate and ends (FIDELITY 1.2, 1.9a)")
  func walk() {
    let (device, root, tip) = Self.makeChain()
    var hops = 0
    var responder: UIResponder? = tip
    var last: UIResponder = tip
    var passedRoot = false
    while let current = responder {
      if current === root { passedRoot = true }
      last = current
      hops += 1
      responder = current.next
    }
    #expect(passedRoot)
    #expect(last is SimulatedAppDelegate)
    // The chain, the root's view, the root, then UIDropShadowView, UITransitionView, UIWindow,
    // UIWindowScene, UIApplication and the delegate.
    #expect(hops == Self.depth + 8)
    #expect(device.faults.isEmpty)
    device.tearDown()
  }

  @Test("Hit-testing a point over the tip answers the tip, with no recursion (FIDELITY 9.1, 9.4)")
  func hitTest() throws {
    let (device, _, tip) = Self.makeChain()
    #expect(device.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === tip)
    tip.isHidden = true
    #expect(device.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === tip.superview)
    #expect(
      try device.hand.tap(at: CGPoint(x: 300, y: 300)) === device.window.rootViewController?.view)
    device.tearDown()
  }

  @Test("A tap on the tip travels up all 100,000 views to the root view (FIDELITY 1.10)")
  func tapTravelsUp() throws {
    let (device, root, tip) = Self.makeChain(makeRoot: { TouchRecordingController() })
    #expect(try device.hand.tap(at: CGPoint(x: 5, y: 5)) === tip)
    #expect((root.view as? TouchRecordingView)?.phases == ["began", "ended"])
    device.tearDown()
  }

  @Test("The JSON dump, the screen picture, the DOT graph and the hierarchy picture finish")
  func dumps() {
    let (device, root, tip) = Self.makeChain()
    let json = HierarchyJSON().renderedDocument(rootController: root, rootView: device.window)
    #expect(json.hasPrefix("{"))
    #expect(json.hasSuffix("}"))
    #expect(json.contains("\"\(tip.objectName)\""))
    let deepestIndent = String(repeating: "  ", count: JSONOutput.maximumIndentation + 1)
    #expect(!json.contains("\n" + deepestIndent), "indentation stops growing")
    let svg = ScreenPicture().svg(window: device.window, screen: device.simulation.screen)
    #expect(svg.contains("data-name=\"\(tip.objectName)\""))
    let dot = HierarchyGraph().dot(rootController: root, rootView: device.window)
    #expect(dot.contains(tip.objectName.description))
    let picture = HierarchyPicture().svg(
      rootController: root, rootView: device.window, highlightingChainFrom: tip)
    #expect(picture.hasSuffix("</svg>"))
    device.tearDown()
  }

  @Test("Text dumps are built without recursion; their indentation makes them quadratic in depth")
  func textDumps() {
    // NB: recursiveDescription and presponder indent every level by five characters, as UIKit
    // prints them, so a chain of depth d prints about 2.5·d² characters: 2,000 levels here.
    let (device, _, tip) = Self.makeChain(depth: 2_000)
    let views = ViewTreeDump().render(device.window)
    #expect(views.split(separator: "\n").count > 2_000)
    let chain = ResponderChainDump().render(from: tip)
    #expect(chain.split(separator: "\n").count == 2_000 + 8)
    device.tearDown()
  }

  @Test("Tearing the device down frees the whole chain")
  func teardown() {
    weak var weakTip: UIView?
    weak var weakRoot: UIViewController?
    do {
      let (device, root, tip) = Self.makeChain()
      weakTip = tip
      weakRoot = root
      device.tearDown()
    }
    #expect(weakTip == nil)
    #expect(weakRoot == nil)
  }
}
