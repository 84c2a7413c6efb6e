import SimUIKit
import Testing

@Suite("UIView teardown")
@MainActor
struct UIViewTeardownTests {
  @Test("Releasing a chain of 200,000 nested views does not overflow the stack")
  func deepChain() {
    weak var weakRoot: UIView?
    weak var weakLeaf: UIView?
    Simulation().withCurrent {
      // Built from the bottom up, so that each addSubview(_:) finds no ancestors to check.
      var top = UIView()
      weakLeaf = top
      for _ in 1..<200_000 {
        let parent = UIView()
        parent.addSubview(top)
        top = parent
      }
      weakRoot = top
      #expect(weakLeaf?.superview != nil)
    }
    #expect(weakRoot == nil)
    #expect(weakLeaf == nil)
  }
}
