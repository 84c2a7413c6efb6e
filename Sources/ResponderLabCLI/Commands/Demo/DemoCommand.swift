import ResponderLabDiagnostics
import ResponderLabExhibits
import SimUIKit

/// `responder-lab demo`: the exhibits (the three articles, reproduced and narrated) and a built-in
/// hierarchy, dumped and walked.
@MainActor
enum DemoCommand: Subcommand {
  static let name = "demo"
  static let abstract =
    "Narrate an exhibit (guardian, probe, overlay-sheet: the articles, reproduced), or with no name list them and dump a small hierarchy."
  static var discussion: String {
    "An exhibit reproduces an article step by step; 'hierarchy' is a small hierarchy with its dumps and a responder chain. With no name, demo lists the demos, then runs 'hierarchy'.\n\nDEMOS:\n"
      + String(HelpText.table(catalog.map { ($0.name, $0.summary) }, minimumWidth: 13).dropLast())
  }
  static var arguments: [ArgumentSpec] {
    [
      ArgumentSpec(
        name: "name", help: "The demo to run; none lists them and runs 'hierarchy'.",
        kind: .choices(catalog.map(\.name)), isOptional: true, noun: "demo")
    ]
  }
  static let options = [CommonOptions.addresses]

  /// Every demo by name, with one line about it.
  static var catalog: [(name: String, summary: String)] {
    [
      (
        "hierarchy",
        "A window, a navigation controller and a child: the dumps and a responder chain."
      )
    ] + Exhibits.all.map { ($0.name, $0.summary) } + [
      ("fixes", "Every failure mode the exhibits show, with its fix, each checked both ways now.")
    ]
  }

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let style = CommonOptions.style(arguments)
    switch arguments.positionals.first {
    case nil:
      context.output += "DEMOS ('responder-lab demo <name>'):\n"
      context.output += HelpText.table(catalog.map { ($0.name, $0.summary) }, minimumWidth: 13)
      context.output += "\nRunning 'hierarchy':\n\n"
      context.output += DemoHierarchy().report(style: style)
    case "hierarchy":
      context.output += DemoHierarchy().report(style: style)
    case "fixes":
      context.output += ExhibitFixes.report()
    case let name?:
      guard let exhibit = Exhibits.named(name) else { return .usage }
      context.output += exhibit.narrate()
    }
    return .success
  }
}

/// The demo's app delegate: a plain responder, so it ends the responder chain (FIDELITY 1.8).
@MainActor
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {}

/// The demo's content controller: a card with a title, a caption and a button.
@MainActor
final class InboxViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 16, y: 120, width: 358, height: 200))
  let caption = UILabel(frame: CGRect(x: 16, y: 52, width: 326, height: 20))

  override func viewDidLoad() {
    title = "Inbox"
    view.backgroundColor = .systemBackground
    card.backgroundColor = .systemGroupedBackground
    card.accessibilityIdentifier = "card"
    let heading = UILabel(frame: CGRect(x: 16, y: 16, width: 326, height: 24))
    heading.text = "3 unread messages"
    caption.text = "Tap a message to open it"
    caption.accessibilityIdentifier = "caption"
    card.addSubview(heading)
    card.addSubview(caption)
    view.addSubview(card)
  }
}

/// A window whose root is a navigation controller holding ``InboxViewController``.
@MainActor
struct DemoHierarchy {
  let simulation = Simulation()
  let application: UIApplication
  let window: UIWindow
  let navigation: UINavigationController
  let inbox: InboxViewController

  init() {
    let simulation = self.simulation
    inbox = simulation.withCurrent { InboxViewController() }
    let delegate = simulation.withCurrent { DemoAppDelegate() }
    application = simulation.launchApplication(delegate: delegate)
    let scene = application.connectedScenes.first as? UIWindowScene
    let inbox = self.inbox
    (window, navigation) = simulation.withCurrent {
      let window = scene.map(UIWindow.init(windowScene:)) ?? UIWindow(frame: .zero)
      let navigation = UINavigationController(rootViewController: inbox)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      return (window, navigation)
    }
    simulation.mainQueue.runUntilIdle()
  }

  func report(style: DumpStyle) -> String {
    let chain = ResponderChainDump(style: style)
    return """
      == Controllers (_printHierarchy, FIDELITY 10.2)
      \(ControllerTreeDump(style: style).render(window))

      == Views (recursiveDescription, FIDELITY 10.1)
      \(ViewTreeDump(style: style).render(window))

      == Responder chain from the caption label (presponder, FIDELITY 10.5)
      \(chain.render(from: inbox.caption))

      == The same chain on one line (FIDELITY 1.9b)
      \(chain.arrowLine(from: inbox.caption))

      == Trace
      \(simulation.trace.events(in: [.appearance, .containment, .lifecycle, .window]).map(\.description).joined(separator: "\n"))

      """
  }
}
