import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Auto Layout conflicts and ambiguity")
@MainActor
struct ConstraintDiagnosticsTests {
  private func boxOnScreen() -> (SimulatedDevice, UIViewController, UIView) {
    let device = SimulatedDevice()
    let root = UIViewController()
    device.show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    return (device, root, box)
  }

  @Test("FIDELITY 21.2: conflicting constraints log UIKit's message and break the one being added")
  func conflictLogsAndBreaks() {
    let (device, _, box) = boxOnScreen()
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.identifier = "narrow"
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([narrow, wide])
    device.runUntilIdle()
    #expect(box.frame.width == 100)
    let messages = box.window?.layoutEngineIfAny?.unsatisfiableMessages ?? []
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(
      message.contains(
        "Probably at least one of the constraints in the following list is one you don't want."))
    #expect(
      message.contains(
        "\"<\(narrow.objectName) 'narrow' \(box.objectName).width == 100   (active)>\""))
    #expect(
      message.contains(
        "Will attempt to recover by breaking constraint \n<\(wide.objectName) 'wide' \(box.objectName).width == 200   (active)>"
      ))
    #expect(
      message.contains(
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
      ))
    // The broken constraint stays active, as on a device; another pass does not log it again.
    #expect(wide.isActive)
    box.setNeedsLayout()
    box.superview?.setNeedsLayout()
    device.runUntilIdle()
    #expect(box.window?.layoutEngineIfAny?.unsatisfiableMessages.count == 1)
  }

  @Test("FIDELITY 21.2: the other assumption breaks the earlier constraint and keeps the new one")
  func conflictBreaksEarlierUnderAssumption() {
    var assumptions = FidelityAssumptions()
    assumptions.brokenConstraint = .lowestInConflictList
    let device = SimulatedDevice(assumptions: assumptions)
    let root = UIViewController()
    device.show(root)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.view.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.widthAnchor.constraint(equalToConstant: 200),
    ])
    device.runUntilIdle()
    #expect(box.frame.width == 200)
  }

  @Test("FIDELITY 21.3: a missing width is ambiguous, reported and exercised")
  func ambiguity() {
    let (device, _, box) = boxOnScreen()
    device.runUntilIdle()
    #expect(box.hasAmbiguousLayout)
    let before = box.frame
    box.exerciseAmbiguityInLayout()
    #expect(box.frame.width != before.width)
    #expect(box.frame.minX == before.minX)
    box.widthAnchor.constraint(equalToConstant: 80).isActive = true
    device.runUntilIdle()
    #expect(!box.hasAmbiguousLayout)
    #expect(box.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
  }

  @Test(
    "FIDELITY 21.3: the autolayout trace marks the host, the engine's views and the ambiguous one")
  func autolayoutTrace() {
    let (device, root, box) = boxOnScreen()
    device.runUntilIdle()
    let trace = box.window?.autolayoutTrace(withAddresses: false) ?? ""
    let lines = trace.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("•UIWindow#") == true)
    #expect(lines.contains { $0.hasSuffix("+\(root.view.objectName)") })
    let name = "\(box.objectName)"
    #expect(lines.contains { $0.contains("*\(name)- AMBIGUOUS LAYOUT for \(name).Width{id: ") })
  }

  @Test(
    "FIDELITY 21.1: activating a constraint between separate trees is refused with UIKit's exception"
  )
  func noCommonAncestor() {
    let device = SimulatedDevice()
    let one = UIView()
    let other = UIView()
    let constraint = one.leadingAnchor.constraint(equalTo: other.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    let fault = device.simulation.faults.last
    #expect(fault?.exceptionName == "NSGenericException")
    #expect(fault?.reason.contains("because they have no common ancestor") == true)
  }

  @Test("FIDELITY 21.4, 21.6: views made in code translate their masks and have 8-point margins")
  func translatesByDefault() {
    _ = SimulatedDevice()
    let view = UIView()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.constraints.isEmpty)
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }
}
