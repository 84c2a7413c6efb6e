import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Hit-testing")
@MainActor
struct HitTestingTests {
  private func tree() -> (root: UIView, back: UIView, front: UIView, deep: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let deep = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.addSubview(back)
    root.addSubview(front)
    back.addSubview(deep)
    return (root, back, front, deep)
  }

  @Test(
    "hitTest returns the farthest descendant containing the point, or nil outside (FIDELITY 9.1)")
  func farthestDescendant() {
    Simulation().withCurrent {
      let (root, back, _, deep) = tree()
      #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === deep)
      #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
      #expect(root.hitTest(CGPoint(x: 350, y: 50), with: nil) == nil)
    }
  }

  @Test("Hidden, non-interactive and nearly transparent views are skipped (FIDELITY 9.2)")
  func skippedViews() {
    Simulation().withCurrent {
      let (root, back, front, _) = tree()
      let point = CGPoint(x: 150, y: 150)
      #expect(root.hitTest(point, with: nil) === front)
      front.isHidden = true
      #expect(root.hitTest(point, with: nil) === back)
      front.isHidden = false
      front.isUserInteractionEnabled = false
      #expect(root.hitTest(point, with: nil) === back)
      front.isUserInteractionEnabled = true
      front.alpha = 0.005
      #expect(root.hitTest(point, with: nil) === back)
      front.alpha = 0.02
      #expect(root.hitTest(point, with: nil) === front)
    }
  }

  @Test("An alpha of exactly 0.01 is skipped: UIKit stores it as a 32-bit float (FIDELITY 9.2)")
  func alphaOneHundredth() {
    Simulation().withCurrent {
      let (root, back, front, _) = tree()
      front.alpha = 0.01
      #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    }
  }

  @Test("A transparent background still counts as a hit (FIDELITY 9.2)")
  func transparentContentCounts() {
    Simulation().withCurrent {
      let (root, _, front, _) = tree()
      front.backgroundColor = .clear
      #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === front)
    }
  }

  @Test("A subview sticking out of its superview's bounds is not hit there (FIDELITY 9.3)")
  func outsideBoundsIsNoHit() {
    Simulation().withCurrent {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let sticking = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
      root.addSubview(small)
      small.addSubview(sticking)
      #expect(small.clipsToBounds == false)
      #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
      #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === sticking)
    }
  }

  @Test("Subviews are tried front to back; the last added wins where they overlap (FIDELITY 9.4)")
  func frontToBack() {
    Simulation().withCurrent {
      let (root, back, front, _) = tree()
      #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
      root.bringSubviewToFront(back)
      #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
      #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === front)
    }
  }

  @Test("point(inside:with:) overrides change where touches land (FIDELITY 9.1)")
  func pointInsideOverride() {
    final class Wide: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
      }
    }
    Simulation().withCurrent {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let button = Wide(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
      root.addSubview(button)
      #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === button)
    }
  }

  @Test("A touch stays bound to the view it began in (FIDELITY 1.10, 9.5)")
  func touchStaysBound() {
    Simulation().withCurrent {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      window.addSubview(view)
      let touch = UITouch(view: view, window: window, location: CGPoint(x: 10, y: 10))
      touch.move(to: CGPoint(x: 200, y: 200), phase: .moved, at: 1)
      #expect(touch.view === view)
      #expect(touch.location(in: view) == CGPoint(x: 200, y: 200))
      #expect(touch.previousLocation(in: nil) == CGPoint(x: 10, y: 10))
    }
  }

  @Test("A button sends its action on a tap through hit-testing")
  func buttonTap() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    var taps = 0
    let button = UIButton(primaryAction: UIAction(title: "Save") { _ in taps += 1 })
    button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
    root.view.addSubview(button)
    try device.hand.tap(label: "Save")
    #expect(taps == 1)
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    root.view.addSubview(cover)
    try device.hand.tap(label: "Save")
    #expect(taps == 1, "a view covering the button takes the tap")
  }
}
