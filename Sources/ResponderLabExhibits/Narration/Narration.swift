public import ResponderLabDevice
import ResponderLabDiagnostics

/// The text of an exhibit, told step by step: for each step what was done and why, the controller
/// tree, the view tree where it helps, the responder chain from a probe and the trace of the step.
///
/// The text is deterministic: every object has a stable name and every time is virtual, so the same
/// exhibit tells the same story twice, and documentation can embed it and check it.
@MainActor
public final class Narration {
  /// The text told so far.
  public private(set) var text = ""
  private var runNumber = 0
  private var stepNumber = 0
  /// What each section showed last in this run, and in which step, so that a section that did not
  /// change says so instead of repeating itself.
  private var lastShown: [String: (body: String, step: String)] = [:]
  /// Actions that could not be done since the last step or finding was told.
  private var failures: [String] = []

  /// Starts a narration with the exhibit's title and the article it reproduces.
  public init(title: String, article: String) {
    text += "# \(title)\n"
    text += "Reproduces \(article).\n"
  }

  /// Starts a run: one arrangement, built on a fresh device, told in steps.
  public func run(_ title: String, _ explanation: String) {
    runNumber += 1
    stepNumber = 0
    lastShown = [:]
    text += "\n== Run \(runNumber). \(title)\n"
    text += Prose.wrapped(explanation, indent: "") + "\n"
  }

  /// Tells one step: what was done, why, and what the device shows after it.
  ///
  /// The controller tree and the probe's responder chain are shown at every step; when one is the
  /// same as at an earlier step of the run, the step says so instead of repeating it.
  ///
  /// - Parameters:
  ///   - title: What the step does, as an instruction.
  ///   - explanation: Why, and what to look for.
  ///   - device: The device the step acted on.
  ///   - mark: The trace mark taken before the step, so that only the step's events are shown.
  ///   - probe: The responder whose chain is shown, if any.
  ///   - views: Whether to show the view tree.
  public func step(
    _ title: String, _ explanation: String? = nil, on device: SimulatedDevice, since mark: Int,
    probe: (name: String, responder: UIResponder)? = nil, views: Bool = false
  ) {
    stepNumber += 1
    text += "\n-- Step \(runNumber).\(stepNumber). \(title)\n"
    if let explanation { text += Prose.wrapped(explanation, indent: "   ") + "\n" }
    tellFailures()
    sectionUnlessUnchanged(
      "Controllers (_printHierarchy)", ControllerTreeDump().render(device.window))
    if views {
      section("Views (recursiveDescription)", ViewTreeDump().renderWithKeyboard(device.window))
    }
    if let probe {
      sectionUnlessUnchanged(
        "Responder chain from \(probe.name) (presponder)",
        ResponderChainDump().render(from: probe.responder))
    }
    let events = NarrationTraceFilter.events(of: device, since: mark)
    section(
      "Trace",
      events.isEmpty
        ? "(nothing)" : events.map(NarrationTraceFilter.line(for:)).joined(separator: "\n"))
  }

  /// Does what a step does; if it cannot be done, says so in the text instead of going on silently,
  /// so that a broken run shows in the narration and in the documentation test.
  public func perform(_ action: () throws -> Void) {
    do {
      try action()
    } catch {
      failures.append("\(error)")
    }
  }

  private func tellFailures() {
    for failure in failures {
      text += Prose.wrapped("!! could not be done: \(failure)", indent: "   ") + "\n"
    }
    failures.removeAll()
  }

  /// States what the step showed about one of the article's claims.
  public func finding(_ statement: String) {
    tellFailures()
    text += Prose.wrapped("=> " + statement, indent: "   ", continuation: "      ") + "\n"
  }

  private func sectionUnlessUnchanged(_ heading: String, _ body: String) {
    let step = "\(runNumber).\(stepNumber)"
    if let last = lastShown[heading], last.body == body {
      text += "   \(heading): as in step \(last.step).\n"
      return
    }
    lastShown[heading] = (body, step)
    section(heading, body)
  }

  private func section(_ heading: String, _ body: String) {
    text += "   \(heading):\n"
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      text += "      \(line)\n"
    }
  }

}
