import ResponderLabTesting
import Testing

@Suite("expectChain(from:_:)")
@MainActor
struct ChainExpectationTests {
  static let buttonChain = [
    "UIButton", "UIView", "DraftViewController", "UIDropShadowView", "UITransitionView", "UIWindow",
    "UIWindowScene", "UIApplication",
    "SimulatedAppDelegate",
  ]

  @Test("A matching chain passes, by class names and stable names mixed")
  func matchingChain() {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    device.expectChain(from: screen.saveButton, Self.buttonChain)
    var named = Self.buttonChain
    named[2] = "\(screen.objectName)"
    device.expectChain(from: screen.saveButton, named)
  }

  @Test("A mismatch is reported at the caller's line with a diff of the chains")
  func mismatchShowsDiff() throws {
    let device = SimulatedDevice()
    let screen = DraftViewController()
    device.show(screen)
    var wrong = Self.buttonChain
    wrong[1] = "UIStackView"
    let line = #line + 1
    let failureReport = expectOneFailure { device.expectChain(from: screen.saveButton, wrong) }
    let failure = try #require(failureReport)
    #expect(failure.line == line)
    #expect(failure.fileID.hasSuffix("ChainExpectationTests.swift"))
    #expect(failure.text.contains("  - UIStackView\n  + UIView"), "\(failure.text)")
    #expect(failure.text.contains("    DraftViewController"), "\(failure.text)")
    #expect(failure.text.contains("Actual, in full: UIButton#1 → UIView#"))
  }
}
