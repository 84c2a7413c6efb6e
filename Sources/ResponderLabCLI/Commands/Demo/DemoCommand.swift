import ResponderLabDiagnostics
import ResponderLabExhibits
import SimUIKit

/// `responder-lab demo`: the exhibits (the three articles, reproduced and narrated) and a built-in
/// hierarchy, dumped and walked.
@MainActor
enum DemoCommand {
  static var help: String {
    var text = """
      OVERVIEW: Run a demo: an exhibit that reproduces an article step by step, or a small hierarchy
      with its dumps and a responder chain.

      USAGE: responder-lab demo [<name>] [--addresses]

      With no name, lists the demos, then runs 'hierarchy'.

      DEMOS:

      """
    for (name, summary) in catalog {
      text += "  " + name.padding(toLength: 15, withPad: " ", startingAt: 0) + summary + "\n"
    }
    text += """

      OPTIONS:
        --addresses   Name objects as UIKit does, with addresses, instead of stable names (hierarchy).
        -h, --help    Show this text.

      """
    return text
  }

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

  static func run(
    arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> CommandLineTool.ExitCode {
    var style = DumpStyle.stable
    var name: String?
    for argument in arguments {
      switch argument {
      case "--addresses": style = .uikit
      case "-h", "--help":
        output.write(help)
        return .success
      default:
        guard !argument.hasPrefix("-"), name == nil else {
          errors.write("error: Unknown option '\(argument)'.\n\n\(help)")
          return .usage
        }
        name = argument
      }
    }
    switch name {
    case nil:
      output.write("DEMOS ('responder-lab demo <name>'):\n")
      for (name, summary) in catalog {
        output.write(
          "  " + name.padding(toLength: 15, withPad: " ", startingAt: 0) + summary + "\n")
      }
      output.write("\nRunning 'hierarchy':\n\n")
      output.write(DemoHierarchy().report(style: style))
    case "hierarchy":
      output.write(DemoHierarchy().report(style: style))
    case "fixes":
      output.write(ExhibitFixes.report())
    case let name?:
      guard let exhibit = Exhibits.named(name) else {
        errors.write("error: Unknown demo '\(name)'.\n\n\(help)")
        return .usage
      }
      output.write(exhibit.narrate())
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
