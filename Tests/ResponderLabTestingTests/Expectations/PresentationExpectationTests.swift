import ResponderLabTesting
import Testing

@Suite("Presentation verifiers")
@MainActor
struct PresentationExpectationTests {
  @Test("expectPresented, expectSheet and expectAlert together, passing")
  func verifiersPass() throws {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.openEditor()
    device.runUntilIdle()
    let editor = device.expectPresented(UIViewController.self, by: screen)
    #expect(editor === screen.editor)
    let sheet = try #require(device.expectSheet(detent: .medium, isModal: false))
    #expect(sheet.presentedViewController === screen.editor)
    screen.askToDiscard()
    device.runUntilIdle()
    let alert = device.expectAlert(
      title: "Discard changes?", message: "Your edits will be lost.",
      actions: ["Keep", "Discard"], preferredStyle: .alert)
    #expect(alert?.actions.count == 2)
    device.expectPresented(UIAlertController.self, by: screen.editor)
  }

  @Test("A wrong alert is reported at the caller's line with each field that differs")
  func alertMismatch() throws {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    screen.openEditor()
    device.runUntilIdle()
    screen.askToDiscard()
    device.runUntilIdle()
    let line = #line + 2
    let failureReport = expectOneFailure {
      device.expectAlert(title: "Discard?", actions: ["Discard", "Keep"])
    }
    let failure = try #require(failureReport)
    #expect(failure.line == line)
    #expect(failure.text.contains(#"title: expected "Discard?", is "Discard changes?""#))
    #expect(
      failure.text.contains(#"actions: expected ["Discard", "Keep"], are ["Keep", "Discard"]"#))
  }

  @Test("A missing presentation names the stack; a wrong detent names the one the sheet rests at")
  func missingAndWrongDetent() throws {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    let missingReport = expectOneFailure { device.expectPresented(UIAlertController.self) }
    let missing = try #require(missingReport)
    #expect(missing.text.contains("Expected a presented UIAlertController; none is."))
    #expect(missing.text.contains("Nothing is presented over DraftViewController#1."))
    screen.openEditor()
    device.runUntilIdle()
    let detentReport = expectOneFailure { device.expectSheet(detent: .large, isModal: true) }
    let detent = try #require(detentReport)
    #expect(detent.text.contains("detent: expected .large, rests at .medium"), "\(detent.text)")
    #expect(detent.text.contains("isModal: expected true, is false"))
    let presenterReport = expectOneFailure {
      device.expectPresented(UIViewController.self, by: screen.editor)
    }
    let presenter = try #require(presenterReport)
    #expect(presenter.text.contains("is presented by DraftViewController#1, not by"))
  }
}
