import ResponderLabDiagnostics
public import SimUIKit

/// Helpers that turn simulator state into evidence lines for a failed expectation.
@MainActor
public enum Evidence {
  /// The chain from `responder` by stable names, `UILabel#1 → UIView#3 → …`, wrapped at about
  /// `width` columns.
  public static func chain(from responder: UIResponder, width: Int = 92) -> String {
    wrapChain(ResponderChainDump().chain(from: responder).map { describe($0) }, width: width)
  }

  /// The chain from `responder` up to its first controller, then `…`: what an exercise about
  /// finding that controller needs, without the rest of the chain (a later exercise's answer).
  public static func chainToFirstController(from responder: UIResponder, width: Int = 92)
    -> String
  {
    let responders = ResponderChainDump().chain(from: responder)
    guard let index = responders.firstIndex(where: { $0 is UIViewController }) else {
      return chain(from: responder, width: width)
    }
    let names =
      responders[...index].map { describe($0) } + (index + 1 < responders.count ? ["…"] : [])
    return wrapChain(Array(names), width: width)
  }

  private static func wrapChain(_ names: [String], width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for name in names {
      if line.isEmpty {
        line = name
      } else if line.count + 3 + name.count > width {
        lines.append(line + " →")
        line = name
      } else {
        line += " → " + name
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The `_printHierarchy` dump of `window`'s controllers.
  public static func controllers(in window: UIWindow) -> String {
    ControllerTreeDump().render(window)
  }

  /// The `recursiveDescription` dump of `view`.
  public static func views(of view: UIView) -> String {
    ViewTreeDump().render(view)
  }

  /// The lines of `trace` in `categories` since `mark`, numbered as in the trace.
  public static func trace(
    _ trace: Trace, in categories: Set<TraceEvent.Category>, since mark: Int = 0
  ) -> String {
    let lines = trace.events(since: mark).filter { categories.contains($0.category) }.map(\.line)
    return lines.isEmpty ? "(nothing in the trace)" : lines.joined(separator: "\n")
  }

  /// The lines of `trace` in `categories` since `mark`, without the frameworks' own work on the
  /// main queue (SwiftUI's updates, presentation transitions), so that the learner's calls and
  /// hops stand out.
  public static func learnerTrace(
    _ trace: Trace, in categories: Set<TraceEvent.Category>, since mark: Int = 0
  ) -> String {
    let lines = trace.events(since: mark).filter { event in
      categories.contains(event.category) && !isFrameworkQueueWork(event)
    }.map(\.line)
    return lines.isEmpty ? "(nothing in the trace)" : lines.joined(separator: "\n")
  }

  /// Whether `event` is a hop the simulated frameworks make themselves.
  static func isFrameworkQueueWork(_ event: TraceEvent) -> Bool {
    event.category == .queue
      && (event.message.contains(" SwiftUI update of ")
        || event.message.hasSuffix(" presentation transition")
        || event.message.contains(" presentation transition at "))
  }

  /// Who presents whom in `window`, from the root up, in one line:
  /// `UIViewController#1 "Root" presents UIViewController#2 "First"`.
  public static func presentationStack(in window: UIWindow) -> String {
    guard var controller = window.rootViewController else { return "The window has no root." }
    var names = [titled(controller)]
    while let presented = controller.presentedViewController {
      names.append(titled(presented))
      controller = presented
    }
    return names.count == 1
      ? "\(names[0]) presents nothing" : names.joined(separator: " presents ")
  }

  private static func titled(_ controller: UIViewController) -> String {
    describe(controller) + (controller.title.map { " \"\($0)\"" } ?? "")
  }

  /// `controller` and the parents it sits in, one a line, up to the window's root:
  /// what says where a controller is without the rest of the tree.
  public static func parents(of controller: UIViewController) -> String {
    var lines = [describe(controller)]
    var current = controller
    while let parent = current.parent {
      lines.append("  child of " + describe(parent))
      current = parent
    }
    if current === current.viewIfLoaded?.window?.rootViewController {
      lines[lines.count - 1] += ", the window's root"
    }
    return lines.joined(separator: "\n")
  }

  /// The lines of a tree dump whose node starts with one of `names`, without the tree's
  /// indentation: the few lines of an 18-level SwiftUI dump that tell what an exercise is about.
  public static func excerpt(of dump: String, keeping names: [String]) -> String {
    let lines = dump.split(separator: "\n").compactMap { line -> String? in
      let node = line.drop { $0 == " " || $0 == "|" }
      return names.contains { node.hasPrefix($0) } ? String(node) : nil
    }
    return lines.isEmpty
      ? "(none of \(names.joined(separator: ", ")) on screen)"
      : lines.joined(separator: "\n")
  }

  /// Every controller of `window`: its root, their children and what they present, parents first.
  public static func allControllers(in window: UIWindow) -> [UIViewController] {
    var found: [UIViewController] = []
    var pending = window.rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      found.append(controller)
      pending += controller.children.reversed()
      if let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      {
        pending.append(presented)
      }
    }
    return found
  }

  /// The controller of `window` whose stable name is `name`, such as `UIHostingController#2`.
  public static func controller(named name: String, in window: UIWindow) -> UIViewController? {
    allControllers(in: window).first { $0.objectName.description == name }
  }

  /// A responder's stable name, `UILabel#2`, or `nil`.
  public static func describe(_ responder: UIResponder?) -> String {
    guard let responder else { return "nil" }
    return responder.objectName.description
  }

  /// A delegate's name: its stable name when it is a responder, else its type.
  public static func describe(_ delegate: (any UIAdaptivePresentationControllerDelegate)?) -> String
  {
    guard let delegate else { return "nil" }
    if let responder = delegate as? UIResponder { return describe(responder) }
    return String(describing: type(of: delegate))
  }
}
