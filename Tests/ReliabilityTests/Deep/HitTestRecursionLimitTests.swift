import Foundation
import SimUIKit
import Testing

/// Views of classes the simulator does not know are asked through their own `hitTest(_:with:)`, as
/// UIKit asks them, so a chain of them still nests one call per view. This measures what one level
/// costs, for the limit documented in docs/misuse.md ("Limits").
@Suite("Hit-testing views of unknown classes")
@MainActor
struct HitTestRecursionLimitTests {
  /// A subclass that overrides nothing, but that hit-testing cannot know keeps UIView's behaviour.
  final class PlainSubclassView: UIView {}

  /// The deepest view records how far down the stack its `point(inside:with:)` runs.
  final class ProbeView: UIView {
    var stackAddress: UInt = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      var marker = 0
      stackAddress = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      return super.point(inside: point, with: event)
    }
  }

  static func stackBytes(depth: Int, link: () -> UIView) -> UInt {
    Simulation().withCurrent {
      let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      var tip = top
      for _ in 0..<depth {
        let next = link()
        next.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        tip.addSubview(next)
        tip = next
      }
      let probe = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      tip.addSubview(probe)
      var marker = 0
      let start = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      #expect(top.hitTest(CGPoint(x: 5, y: 5), with: nil) === probe)
      return start > probe.stackAddress ? start - probe.stackAddress : 0
    }
  }

  @Test("Plain views cost no stack per level; unknown subclasses cost a bounded amount")
  func stackPerLevel() {
    let depth = 1_000
    let plain = Self.stackBytes(depth: depth) { UIView() }
    let subclassed = Self.stackBytes(depth: depth) { PlainSubclassView() }
    let perLevel = Double(subclassed) / Double(depth)
    // NB: AddressSanitizer can move frames to a fake stack, where addresses measure nothing; the
    // hit-tests themselves were checked above all the same.
    guard plain < 65_536 else { return }
    #expect(plain < 16_384, "a chain of UIViews is descended in a loop")
    #expect(perLevel > 0)
    #expect(perLevel < 1_024, "one level of an unknown subclass costs \(perLevel) bytes of stack")
    print("hit-test stack per level of an unknown subclass: \(Int(perLevel)) bytes")
  }
}
