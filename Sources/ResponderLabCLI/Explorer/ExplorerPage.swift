import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// The explorer: one self-contained HTML page (inline style and script, no network) for a scenario
/// or a dump, with the screen, the controller and view trees, the selection's properties, chain and
/// hit-test, and, for a scenario, the timeline of its steps with a snapshot after each.
@MainActor
struct ExplorerPage {
  /// The page's title.
  var title: String
  /// The input's name, shown under the title.
  var source: String

  private var moments: [JSONOutput] = []
  /// How many moments the page shows: the start and one after each step, or a dump's one.
  var momentCount: Int { moments.count }
  private var steps: [JSONOutput] = []
  private var reasons = ExplorerStrings()

  init(title: String, source: String) {
    self.title = title
    self.source = source
  }

  /// Adds the world as it is now, as the moment after `step` (0 for the start or a dump).
  mutating func addMoment(_ world: LabWorld, label: String, step: Int) {
    var snapshot = ExplorerSnapshot(world: world, reasons: reasons)
    let json = snapshot.json()
    reasons = snapshot.reasons
    moments.append(
      .object([("label", .string(label)), ("step", .number(Double(step))), ("snapshot", json)]))
  }

  /// Adds a step that ran: its summary, its trace events and, for an expectation, whether it held.
  mutating func addStep(
    _ record: ScenarioRun.StepRecord, categories: Set<TraceEvent.Category>,
    failure: ExpectationFailure?
  ) {
    let events: [JSONOutput] = record.events.filter {
      categories.contains($0.category) && !($0.category == .note && $0.message.hasPrefix("step "))
    }.map { .array([.string($0.category.rawValue), .string($0.description)]) }
    var pairs: [(String, JSONOutput?)] = [
      ("n", .number(Double(record.number))), ("s", .string(record.step.summary)),
      ("line", .number(Double(record.step.position.line))), ("events", .array(events)),
    ]
    if case .expect = record.step.action {
      pairs.append(
        (
          "expect",
          .object([("held", .bool(failure == nil)), ("found", .string(failure?.found ?? ""))])
        ))
    }
    steps.append(.object(pairs))
  }

  /// The HTML document.
  func html() -> String {
    let data = JSONOutput.object([
      ("title", .string(title)), ("source", .string(source)),
      ("reasons", .array(reasons.all.map { .string($0) })), ("moments", .array(moments)),
      ("steps", .array(steps)),
    ]).compactText
    // Inside a <script> element only "</" can end it early; "<\/" reads the same in JSON.
    let embedded = data.replacingOccurrences(of: "</", with: "<\\/")
    let heading = Self.escape(title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <title>\(heading) — responder-lab explore</title>
      <style>\(ExplorerStyle.css)</style>
      </head>
      <body>
      <header>
        <h1>\(heading)</h1><span class="source">\(Self.escape(source))</span>
        <div class="moment">
          <button id="previous" title="Previous step (←)">◀</button>
          <span id="moment-label"></span>
          <button id="next" title="Next step (→)">▶</button>
        </div>
      </header>
      <main>
        <section class="panel" id="screen-panel"><h2>Screen</h2><div id="screen"></div></section>
        <section class="panel" id="trees-panel">
          <input type="search" id="search" placeholder="Search class, id, text (/)" aria-label="Search the trees">
          <h2>View controllers</h2><div id="controllers"></div>
          <h2>Views</h2><div id="views"></div>
        </section>
        <section class="panel" id="details"></section>
        <section class="panel" id="timeline"><h2>Timeline (← → to step)</h2><div class="steps" id="steps"></div></section>
        <section class="panel" id="changes-panel">
          <h2>Changes</h2>
          <label>From <select id="compare" aria-label="The moment to compare with"></select> to this moment</label>
          <div id="changes"></div>
        </section>
      </main>
      <script type="application/json" id="explorer-data">\(embedded)</script>
      <script>\(ExplorerScript.javaScript)</script>
      </body>
      </html>

      """
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
