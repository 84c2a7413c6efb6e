import ResponderLabTesting
import SimUIKit
import Testing

@Suite("View hierarchy")
@MainActor
struct UIViewHierarchyTests {
  @Test("Adding a view to a window sends UIKit's callbacks in order")
  func moveCallbacksInOrder() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let mark = device.trace.mark
    root.view.addSubview(parent)
    let lines = device.traceLines(in: [.view], since: mark)
    #expect(
      lines == [
        "UIView#2 willMove(toSuperview: UIView#1)",
        "UIView#2 willMove(toWindow: UIWindow#1)",
        "UIView#3 willMove(toWindow: UIWindow#1)",
        "UIView#2 didMoveToWindow()",
        "UIView#3 didMoveToWindow()",
        "UIView#2 didMoveToSuperview()",
        "UIView#1 didAddSubview(UIView#2)",
      ])
  }

  @Test("Removing a view sends willRemoveSubview, then the move callbacks")
  func removeCallbacks() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let view = UIView()
    root.view.addSubview(view)
    let mark = device.trace.mark
    view.removeFromSuperview()
    #expect(
      device.traceLines(in: [.view], since: mark) == [
        "UIView#1 willRemoveSubview(UIView#2)",
        "UIView#2 willMove(toSuperview: nil)",
        "UIView#2 willMove(toWindow: nil)",
        "UIView#2 didMoveToWindow()",
        "UIView#2 didMoveToSuperview()",
      ])
    #expect(view.superview == nil)
    #expect(view.window == nil)
  }

  @Test("Adding a view that has a superview moves it; subviews keep back-to-front order")
  func reparentingAndOrder() {
    Simulation().withCurrent {
      let first = UIView()
      let second = UIView()
      let a = UIView()
      let b = UIView()
      let c = UIView()
      first.addSubview(a)
      second.addSubview(b)
      second.addSubview(c)
      second.addSubview(a)
      #expect(first.subviews.isEmpty)
      #expect(second.subviews.map(\.objectName) == [b, c, a].map(\.objectName))
      second.bringSubviewToFront(b)
      #expect(second.subviews.last === b)
      second.sendSubviewToBack(a)
      #expect(second.subviews.first === a)
      second.exchangeSubview(at: 0, withSubviewAt: 2)
      #expect(second.subviews.first === b && second.subviews.last === a)
      second.insertSubview(first, aboveSubview: c)
      #expect(second.subviews.firstIndex { $0 === first } == 2)
      second.insertSubview(UIView(), belowSubview: b)
      #expect(second.subviews.count == 5)
    }
  }

  @Test("Adding a view to itself is refused with a fault; nothing changes")
  func addingSelfIsRefused() {
    let simulation = Simulation()
    simulation.withCurrent {
      let view = UIView()
      view.addSubview(view)
      #expect(view.subviews.isEmpty)
      #expect(view.superview == nil)
    }
    #expect(simulation.faults.count == 1)
    #expect(simulation.faults.first?.exceptionName == "NSInvalidArgumentException")
    #expect(simulation.faults.first?.reason.contains("Can't add self as subview") == true)
  }

  @Test("Adding a view to its own descendant is refused with a fault that says how to fix it")
  func addingToDescendantIsRefused() {
    let simulation = Simulation()
    let (outer, inner) = simulation.withCurrent { () -> (UIView, UIView) in
      let outer = UIView()
      let middle = UIView()
      let inner = UIView()
      outer.addSubview(middle)
      middle.addSubview(inner)
      inner.addSubview(outer)
      return (outer, inner)
    }
    #expect(inner.subviews.isEmpty)
    #expect(outer.superview == nil)
    let fault = simulation.faults.first
    #expect(fault?.reason.contains("would make a cycle") == true)
    #expect(fault?.description.contains("To fix,") == true)
  }

  @Test("Exchanging subviews out of range is refused with a fault")
  func exchangeOutOfRange() {
    let simulation = Simulation()
    let view = simulation.withCurrent { () -> UIView in
      let view = UIView()
      view.addSubview(UIView())
      view.exchangeSubview(at: 0, withSubviewAt: 3)
      return view
    }
    #expect(view.subviews.count == 1)
    #expect(simulation.faults.first?.reason.contains("beyond bounds") == true)
  }

  @Test("Frame, bounds and center stay consistent")
  func geometry() {
    Simulation().withCurrent {
      let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(view.center == CGPoint(x: 60, y: 45))
      #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      view.center = CGPoint(x: 100, y: 100)
      #expect(view.frame.origin == CGPoint(x: 50, y: 75))
      view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
      #expect(view.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
    }
  }

  @Test("convert(_:to:) and convert(_:from:) go through every superview and bounds origin")
  func conversion() {
    Simulation().withCurrent {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
      let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
      window.addSubview(outer)
      outer.addSubview(inner)
      #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
      #expect(inner.convert(CGPoint(x: 16, y: 26), from: nil) == CGPoint(x: 1, y: 1))
      #expect(outer.convert(CGPoint(x: 5, y: 5), to: inner) == .zero)
      outer.bounds.origin = CGPoint(x: 0, y: 100)
      #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: -75))
    }
  }

  @Test("setNeedsLayout and layoutIfNeeded call layoutSubviews and the controller's callbacks")
  func layout() {
    final class Counting: UIView {
      var count = 0
      override func layoutSubviews() { count += 1 }
    }
    final class Controller: UIViewController {
      var callbacks: [String] = []
      override func loadView() { view = Counting() }
      override func viewWillLayoutSubviews() { callbacks.append("will") }
      override func viewDidLayoutSubviews() { callbacks.append("did") }
    }
    Simulation().withCurrent {
      let controller = Controller()
      let view = controller.view as? Counting
      view?.layoutIfNeeded()
      view?.layoutIfNeeded()
      #expect(view?.count == 1)
      view?.setNeedsLayout()
      view?.layoutIfNeeded()
      #expect(view?.count == 2)
      #expect(controller.callbacks == ["will", "did", "will", "did"])
    }
  }

  @Test("A view's safe area comes from the device's bars where the view overlaps them")
  func safeArea() {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let middle = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
    root.view.addSubview(middle)
    #expect(middle.safeAreaInsets == .zero)
  }
}
