import ResponderLabCLI
import Testing

@Suite("responder-lab demo")
@MainActor
struct DemoCommandTests {
  @Test("With no arguments the tool prints its usage and succeeds")
  func usageWithoutArguments() {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(arguments: [], output: &output, errors: &errors)
    #expect(code == .success)
    #expect(output.contains("USAGE: responder-lab <command>"))
    #expect(errors.isEmpty)
  }

  @Test("An unknown command is a usage error (exit 64)")
  func unknownCommand() {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(arguments: ["frobnicate"], output: &output, errors: &errors)
    #expect(code == .usage)
    #expect(errors.contains("Unknown command 'frobnicate'"))
  }

  @Test("The demo prints both dumps and a chain that ends at the app delegate (FIDELITY 1.7, 1.8)")
  func demoReport() {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(arguments: ["demo"], output: &output, errors: &errors)
    #expect(code == .success)
    #expect(
      output.contains(
        "<UINavigationController#1>, state: appeared, view: <UILayoutContainerView#1>"))
    #expect(output.contains("<UIWindow#1; frame = (0 0; 390 844)"))
    #expect(
      output.contains(
        "UILabel → UIView → UIView → InboxViewController → UIViewControllerWrapperView → UINavigationTransitionView → UILayoutContainerView → UINavigationController → UIDropShadowView → UITransitionView → UIWindow → UIWindowScene → UIApplication → DemoAppDelegate"
      ))
  }
}
