import ResponderLabTesting
import Testing

/// A SwiftUI screen with a button, a labelled text and an identified view.
struct ComposeView: View {
  var sent: () -> Void

  var body: some View {
    VStack {
      Text("Draft")
      Button("Send") { sent() }
    }
  }
}

@Suite("Finding views and controllers")
@MainActor
struct DeviceQueryTests {
  @Test("Views by type and by accessibility identifier, controllers by type across presentations")
  func byTypeAndIdentifier() {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.saveButton.accessibilityIdentifier = "save"
    screen.openEditor()
    device.runUntilIdle()
    #expect(
      device.views(ofType: UIButton.self).map(ObjectIdentifier.init) == [
        ObjectIdentifier(screen.saveButton)
      ])
    #expect(device.view(withAccessibilityIdentifier: "save") === screen.saveButton)
    #expect(device.view(withAccessibilityIdentifier: "nothing") == nil)
    #expect(device.controllers(ofType: DraftViewController.self).count == 1)
    let all = device.controllers(ofType: UIViewController.self)
    #expect(all.count == 2)
    #expect(all.first === screen)
    #expect(all.last === screen.editor)
    #expect(device.views(showing: "Save").last === screen.saveButton)
  }

  @Test("A SwiftUI Button's label finds the tappable control, not the text inside it")
  func swiftUIButtonControl() throws {
    let device = SimulatedDevice()
    var sent = 0
    device.show(ComposeView { sent += 1 })
    let found = try #require(device.hand.findView(showing: "Send"))
    #expect(found is HostedButtonView)
    #expect(device.views(showing: "Send").allSatisfy { $0 is HostedButtonView })
    #expect(device.hand.findView(showing: "Draft") is UILabel)
    try device.hand.tap(label: "Send")
    #expect(sent == 1)
  }
}
