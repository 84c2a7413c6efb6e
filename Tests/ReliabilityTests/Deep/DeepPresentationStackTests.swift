import Foundation
import ResponderLabDiagnostics
import ResponderLabTesting
import SimUIKit
import Testing

/// 10,000 controllers, each presented by the one before: presenting, walking, dumping, hit-testing,
/// dismissing and tearing down must finish without overflowing the stack.
@Suite("A 10,000-deep stack of presentations")
@MainActor
struct DeepPresentationStackTests {
  static let depth = 10_000

  static func makeStack(style: UIModalPresentationStyle) -> (
    SimulatedDevice, UIViewController, [UIViewController]
  ) {
    let device = SimulatedDevice()
    device.simulation.trace.recordedCategories = [.fault, .warning]
    let root = UIViewController()
    device.show(root)
    var stack: [UIViewController] = []
    var top = root
    for _ in 0..<depth {
      let next = UIViewController()
      next.modalPresentationStyle = style
      top.present(next, animated: false)
      stack.append(next)
      top = next
    }
    return (device, root, stack)
  }

  @Test("Each presents the next; presenting and presented are symmetric (FIDELITY 3.5, 3.6)")
  func symmetric() {
    let (device, root, stack) = Self.makeStack(style: .fullScreen)
    #expect(device.faults.isEmpty)
    #expect(device.warnings.isEmpty)
    var presenter = root
    for controller in stack {
      #expect(presenter.presentedViewController === controller)
      #expect(controller.presentingViewController === presenter)
      presenter = controller
    }
    #expect(device.topViewController === stack.last)
    device.tearDown()
  }

  @Test("The top's next chain runs down every presenter to the app delegate (FIDELITY 1.4, 1.9c)")
  func walk() {
    let (device, root, stack) = Self.makeStack(style: .pageSheet)
    var hops = 0
    var responder: UIResponder? = stack.last
    var sawRoot = false
    var last: UIResponder?
    while let current = responder, hops < 1_000_000 {
      if current === root { sawRoot = true }
      last = current
      hops += 1
      responder = current.next
    }
    #expect(sawRoot)
    #expect(last is SimulatedAppDelegate)
    #expect(hops > Self.depth)
    device.tearDown()
  }

  @Test("Hit-testing finds the top sheet's view; the JSON dump and the screen picture finish")
  func hitTestAndDumps() {
    let (device, root, stack) = Self.makeStack(style: .pageSheet)
    let top = stack.last?.view
    let hit = device.window.hitTest(CGPoint(x: 195, y: 600), with: nil)
    #expect(hit === top)
    let json = HierarchyJSON().renderedDocument(rootController: root, rootView: device.window)
    #expect(json.contains("\"\(stack[stack.count - 1].objectName)\""))
    let svg = ScreenPicture().svg(window: device.window, screen: device.simulation.screen)
    #expect(svg.hasSuffix("</svg>"))
    device.tearDown()
  }

  @Test("Dismissing from the root ends every presentation at once (FIDELITY 3.9)")
  func dismissAll() {
    let (device, root, stack) = Self.makeStack(style: .fullScreen)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(stack.allSatisfy { $0.presentingViewController == nil })
    #expect(root.view.window === device.window, "the root's view is back in the window")
    #expect(device.window.subviews.count == 1, "only the root's transition view is left")
    device.tearDown()
  }

  @Test("Tearing the device down frees every presented controller")
  func teardown() {
    weak var weakTop: UIViewController?
    weak var weakFirst: UIViewController?
    do {
      let (device, _, stack) = Self.makeStack(style: .pageSheet)
      weakTop = stack.last
      weakFirst = stack.first
      device.tearDown()
    }
    #expect(weakTop == nil)
    #expect(weakFirst == nil)
  }
}
