import ResponderLabDiagnostics
import ResponderLabTesting
import Testing

@Suite("Where a touch lands, and what it skipped")
@MainActor
struct HitTestExplanationTests {
  @Test("FIDELITY 9.2: the touch lands on the frontmost view; hidden and disabled views are named")
  func landsAndSkips() throws {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    let hidden = UIView(frame: CGRect(x: 0, y: 90, width: 300, height: 80))
    hidden.isHidden = true
    let inert = UIView(frame: CGRect(x: 0, y: 90, width: 300, height: 80))
    inert.isUserInteractionEnabled = false
    for view in [button, hidden, inert] { root.view.addSubview(view) }
    let touch = HitTestExplanation(label: { "\($0.objectName)" })
      .touch(at: CGPoint(x: 30, y: 110), in: device.window)
    #expect(touch.view === button)
    #expect(
      touch.lines.first?.hasPrefix(
        "A touch at (30, 110) lands on \(button.objectName): the frontmost view") == true)
    #expect(
      touch.lines.contains(
        "  \(hidden.objectName) contains the point but is hidden (FIDELITY 9.2)."))
    #expect(
      touch.lines.contains(
        "  \(inert.objectName) contains the point but has userInteractionEnabled = NO (FIDELITY 9.2)."
      ))
  }

  @Test("FIDELITY 9.1: a point outside every view lands on nothing")
  func landsOnNothing() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    let touch = HitTestExplanation(label: { "\($0.objectName)" })
      .touch(at: CGPoint(x: -5, y: -5), in: device.window)
    #expect(touch.view == nil)
    #expect(
      touch.lines == ["A touch at (-5, -5) lands on nothing: no view contains it (FIDELITY 9.1)."])
  }
}
