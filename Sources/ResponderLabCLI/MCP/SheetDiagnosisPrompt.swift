import ResponderLabDiagnostics

/// The prompt that walks through diagnosing a sheet that refuses to close: what to load, which
/// tools to call in which order, and the facts that decide each answer.
enum SheetDiagnosisPrompt {
  static let name = "diagnose_sheet_that_refuses_to_close"

  /// The declaration `prompts/list` lists.
  static var declaration: JSONOutput {
    .object([
      ("name", .string(name)), ("title", .string("Diagnose a sheet that refuses to close")),
      (
        "description",
        .string(
          "Steps to find why a sheet does not close on a swipe, a tap on the dimming view or dismiss(): load the hierarchy, find who presents it, and check isModalInPresentation, the delegate and the presenter, citing FIDELITY."
        )
      ),
      (
        "arguments",
        .array([
          argument(
            "world", "The id of a world already loaded (import_dump or load_scenario).", false),
          argument(
            "symptom", "What happens: the swipe rubber-bands, dismiss() does nothing, …", false),
        ])
      ),
    ])
  }

  private static func argument(_ name: String, _ description: String, _ required: Bool)
    -> JSONOutput
  {
    .object([
      ("name", .string(name)), ("description", .string(description)), ("required", .bool(required)),
    ])
  }

  /// The names of the arguments the prompt takes.
  static let argumentNames = ["world", "symptom"]

  /// The prompt's messages for `arguments`.
  static func messages(world: String?, symptom: String?) -> JSONOutput {
    let load =
      world.map { "Use the world '\($0)'." }
      ?? "First load the hierarchy: a device's dump (`_printHierarchy` and `recursiveDescription` of the same moment, pasted as they are) with import_dump, or a scenario with load_scenario. Keep the world id it returns."
    let text = """
      A sheet refuses to close\(symptom.map { ": \($0)" } ?? ".") Find out why with the responder-lab tools, and cite the FIDELITY number behind each conclusion (read the row as the resource \(FidelityDocument.uri(of: "4.6")) and so on).

      1. \(load)
      2. Call dump with format "vc" to see who presents the sheet and whether something is presented on top of it: a sheet that presents another cannot be dragged away, and no delegate is asked (FIDELITY 4.7); dismissing from a lower controller removes everything above it (3.9).
      3. Call explain (no arguments beyond the world) and read the presentations section: the presenter is the top of the receiver's chain of parents, or a context definer (3.2–3.5). dismiss() sent to the wrong controller dismisses what that controller presented, or nothing.
      4. Check isModalInPresentation on the presented controller and on each of its children: any of them set bypasses presentationControllerShouldDismiss, and only presentationControllerDidAttemptToDismiss arrives (4.6). In SwiftUI, interactiveDismissDisabled stops the swipe but not dismiss() (5.1), through isModalInPresentation on the hosting controller (5.2, an assumption).
      5. Read the delegate calls explain lists: presentationControllerShouldDismiss returning false refuses; the sheet rubber-bands and didAttemptToDismiss arrives only past a quarter of the pull (4.4). A programmatic dismissal asks no delegate (3.10). A delegate set on a presentation controller replaced by a later style change is never asked (2.1).
      6. For a scenario, run_scenario shows each step's trace and whether an expectation failed; hit_test at the dimming view's point shows whether a tap reaches it (4.8).
      7. Conclude with the cause, the fix, and the FIDELITY numbers; where a fact is an assumption, say so.
      """
    return .array([
      .object([
        ("role", .string("user")),
        ("content", .object([("type", .string("text")), ("text", .string(text))])),
      ])
    ])
  }
}
