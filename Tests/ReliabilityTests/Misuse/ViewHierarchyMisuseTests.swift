import Foundation
import SimUIKit
import Testing

/// View-tree calls that UIKit answers with silence: the simulator stays silent too and changes
/// nothing it should not. docs/misuse.md lists them with UIKit's reactions.
@Suite("Misuse: the view tree")
@MainActor
struct ViewHierarchyMisuseTests {
  @Test("Removing a view that has no superview does nothing")
  func removeWithoutSuperview() {
    let simulation = Simulation()
    simulation.withCurrent {
      let view = UIView()
      view.removeFromSuperview()
      #expect(view.superview == nil)
      #expect(simulation.faults.isEmpty)
    }
  }

  @Test("Bringing to front or sending to back a view that is not a subview does nothing")
  func reorderStranger() {
    let simulation = Simulation()
    simulation.withCurrent {
      let parent = UIView()
      let first = UIView()
      let second = UIView()
      parent.addSubview(first)
      parent.addSubview(second)
      let stranger = UIView()
      parent.bringSubviewToFront(stranger)
      parent.sendSubviewToBack(stranger)
      #expect(
        parent.subviews.map(ObjectIdentifier.init) == [
          ObjectIdentifier(first), ObjectIdentifier(second),
        ])
      #expect(stranger.superview == nil)
      #expect(simulation.faults.isEmpty)
    }
  }

  @Test("Inserting above or below a view that is not a subview adds at the front or the back")
  func insertBesideStranger() {
    let simulation = Simulation()
    simulation.withCurrent {
      let parent = UIView()
      let existing = UIView()
      parent.addSubview(existing)
      let above = UIView()
      let below = UIView()
      parent.insertSubview(above, aboveSubview: UIView())
      parent.insertSubview(below, belowSubview: UIView())
      #expect(
        parent.subviews.map(ObjectIdentifier.init) == [
          ObjectIdentifier(below), ObjectIdentifier(existing), ObjectIdentifier(above),
        ])
      #expect(simulation.faults.isEmpty)
    }
  }

  @Test("Adding a view to a view that is not in a window leaves it out of the window")
  func addToDetachedView() {
    let simulation = Simulation()
    simulation.withCurrent {
      let detached = UIView()
      let child = UIView()
      detached.addSubview(child)
      #expect(child.window == nil)
      #expect(child.next === detached)
    }
  }
}
