import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Trace and names")
@MainActor
struct TraceTests {
  @Test("Objects get stable per-class numbers in creation order")
  func stableNames() {
    Simulation().withCurrent {
      let first = UIView()
      let label = UILabel()
      let second = UIView()
      #expect(first.objectName.description == "UIView#1")
      #expect(label.objectName.description == "UILabel#1")
      #expect(second.objectName.description == "UIView#2")
      #expect("\(second)" == "UIView#2")
    }
  }

  @Test(
    "An object shown under a dump's class name is numbered among that name's, and leaves no gap in its own class's numbers"
  )
  func shownClassNamesLeaveNoGap() {
    Simulation().withCurrent {
      let container = UIView()
      container.showAs(className: "UILayoutContainerView")
      let plain = UIView()
      let same = UIView()
      same.showAs(className: "UIView")  // its own class: name and number kept
      let second = UIView()
      second.showAs(className: "UILayoutContainerView")
      #expect(container.objectName.description == "UILayoutContainerView#1")
      #expect(plain.objectName.description == "UIView#1")
      #expect(same.objectName.description == "UIView#2")
      #expect(same.shownBaseClassName == nil)
      #expect(second.objectName.description == "UILayoutContainerView#2")
      #expect(second.shownBaseClassName == "UIView")
      #expect(UIView().objectName.description == "UIView#3")
    }
  }

  @Test("UIKit's <Class: 0x…> form is available on request")
  func uikitForm() {
    Simulation().withCurrent {
      let view = UIView()
      #expect(view.objectName.uikitDescription.hasPrefix("<UIView: 0x"))
      #expect(view.objectName.formatted(withAddresses: false) == "UIView#1")
    }
  }

  @Test("Each event renders as one line with its time and category")
  func eventLines() {
    let device = SimulatedDevice()
    device.show(UIViewController())
    let event = device.trace.events(in: [.appearance]).first
    #expect(event?.description == "[0.000] appearance   UIViewController#1 viewWillAppear(false)")
    #expect(device.trace.text.split(separator: "\n").count == device.trace.events.count)
  }

  @Test("Recording can be narrowed to some categories")
  func narrowing() {
    let simulation = Simulation()
    simulation.trace.recordedCategories = [.fault]
    simulation.withCurrent {
      let view = UIView()
      view.addSubview(UIView())
      view.addSubview(view)
    }
    #expect(simulation.trace.events.map(\.category) == [.fault])
  }

  @Test("Observers see each event as it is recorded")
  func observers() {
    let simulation = Simulation()
    var seen = 0
    simulation.trace.observe { _ in seen += 1 }
    simulation.trace.note("hello")
    #expect(seen == 1)
    #expect(simulation.trace.lines() == ["hello"])
  }
}
