import Foundation
import ResponderLabCLI
import Testing

/// Builds `docs/cli.md` from the tool's real output, so that the reference cannot drift.
///
/// When the file is missing, or `RECORD_CLI_DOCS=1` is set, the test writes it; otherwise it fails
/// with the first line that differs.
@Suite("docs/cli.md")
@MainActor
struct CLIReferenceTests {
  struct Example {
    var arguments: String
    var note: String
    /// A file piped to standard input, for an argument `-`.
    var input: String?
  }

  struct Section {
    var command: String
    var summary: String
    var examples: [Example]
  }

  static let sections: [Section] = [
    Section(
      command: "import",
      summary:
        "Rebuilds a device's dump in the simulator. The ids it prints are what `--from` accepts in every command.",
      examples: [
        Example(
          arguments: "import docs/examples/photos-tabs.printHierarchy.txt",
          note: "A `_printHierarchy` dump (FIDELITY 10.2) with a presented page sheet:"),
        Example(
          arguments: "import docs/examples/mail-tabs.pvc.txt",
          note: "chisel's `pvc` form (FIDELITY 10.3), which prints frames but no appearance states:"
        ),
        Example(
          arguments:
            "import Tests/Fixtures/RealDumps/wechat-tabs.pvc-printHierarchy.txt Tests/Fixtures/RealDumps/wechat-tab-badge.presponder.txt Tests/Fixtures/RealDumps/wechat-window.pviews.txt",
          note:
            "Several dumps of one moment, as published with their lldb prompts and Markdown quoting (a `_printHierarchy`, a `presponder` chain and the window from `pviews`), are joined: objects with the same address are one, so the tab bar controller's view from the first is the view the chain passes through, and the wrappers the simulator would add that no dump shows are left out:"
        ),
        Example(
          arguments: "import Tests/Fixtures/RealDumps/grouped-table.ptv.txt --addresses",
          note:
            "Fields the simulator does not model, in either syntax UIKit prints (`autoresize = W+H`, `contentOffset: {0, -20}`), are kept and shown back as printed (FIDELITY 10.1):"
        ),
        Example(
          arguments:
            "import Tests/Fixtures/RealDumps/wechat-ios7-elided.recursiveDescription.txt --addresses",
          note:
            "With `--addresses` an imported dump comes back as the device printed it, line for line where the simulator agrees, with the `...` where its author cut lines out and a description cut short left open; only the tree prefixes, the transcript around the dump (here Cycript's prompt and `#` comments) and line endings are normalised:"
        ),
        Example(
          arguments: "import docs/examples/broken/jumping.recursiveDescription.txt",
          note:
            "A dump cut short or in an unknown wording imports as far as it goes, with notes; only a broken tree is refused, with the line, the column and a fix (exit 65):"
        ),
        Example(
          arguments: "import - --json", note: "`-` reads standard input, here piped from a file:",
          input: "docs/examples/notes-window.recursiveDescription.txt"),
      ]),
    Section(
      command: "dump",
      summary:
        "Prints the hierarchy after the scenario's steps (or `--step n` of them) in UIKit's text forms, JSON, Graphviz DOT or SVG.",
      examples: [
        Example(
          arguments: "dump docs/examples/tab-navigation-sheet.json",
          note: "The controller tree, as `_printHierarchy` prints it (FIDELITY 10.2):"),
        Example(
          arguments:
            "dump Tests/Fixtures/RealDumps/wechat-tabs.pvc-printHierarchy.txt Tests/Fixtures/RealDumps/wechat-tab-badge.presponder.txt Tests/Fixtures/RealDumps/wechat-window.pviews.txt --format vc --addresses",
          note:
            "Three dumps of one moment of a real app, joined, printed back as one `_printHierarchy` with the device's addresses (FIDELITY 10.2):"
        ),
        Example(
          arguments: "dump docs/examples/two-sheets.json --format views --step 0",
          note:
            "The view tree before any step, as `recursiveDescription` prints it (FIDELITY 10.1):"),
        Example(
          arguments: "dump docs/examples/stack-layout.json --format autolayout",
          note:
            "Auto Layout's view of the tree, as `_autolayoutTrace` prints it (FIDELITY 21.3): `•` the engine's host, `*` views laid out by constraints, `+` views in the engine through their autoresizing masks, the layout guides the constraints use under their views, and the unknowns that ambiguous views leave free:"
        ),
        Example(
          arguments:
            "dump docs/examples/notes-window.recursiveDescription.txt --format chain --from UIButtonLabel#1",
          note: "A chain in chisel's `presponder` form (FIDELITY 10.5), from an imported dump:"),
        Example(
          arguments: "dump docs/examples/photos-tabs.printHierarchy.txt --addresses",
          note:
            "An imported dump keeps the device's addresses, so UIKit's form prints the device's text back. Objects that no dump placed (and every object of a scenario) get synthetic addresses instead, 0x510000000100, 0x510000000200, … in creation order, the same on every run:"
        ),
        Example(
          arguments: "dump docs/examples/two-sheets.json --format dot --step 2",
          note:
            "Graphviz DOT (render with `dot -Tsvg`): containment, presentation and each controller's view:"
        ),
        Example(
          arguments:
            "dump docs/examples/tab-navigation-sheet.json --format svg --from draft --output /dev/null",
          note:
            "SVG pictures go to a file with `--output` (here thrown away); `svg` draws the screen, `hierarchy-svg` the two trees with the chain from `--from`:"
        ),
        Example(
          arguments: "dump docs/examples/two-sheets.json --format json --step 0",
          note: "JSON, for other tools:"),
        Example(
          arguments: "dump docs/examples/broken/unknown-key.json",
          note: "A mistake in a scenario is reported where it is (exit 65):"),
        Example(
          arguments: "dump docs/examples/two-sheets.json --format sgv",
          note:
            "A mistyped value is a usage mistake (exit 64): the error suggests the nearest value, then the usage line:"
        ),
      ]),
    Section(
      command: "chain",
      summary:
        "Walks the responder chain, one responder a line, with the FIDELITY rule behind each hop.",
      examples: [
        Example(
          arguments:
            "chain Tests/Fixtures/RealDumps/wechat-tabs.pvc-printHierarchy.txt Tests/Fixtures/RealDumps/wechat-tab-badge.presponder.txt Tests/Fixtures/RealDumps/wechat-window.pviews.txt --from 0x116c695a0",
          note:
            "`--from` takes an address from the dumps. Joined, a chain from a deep view passes through the controller that owns its view (FIDELITY 1.2, 1.4):"
        ),
        Example(
          arguments:
            "chain Tests/Fixtures/RealDumps/plain-window.recursiveDescription.txt --from UIView#1",
          note:
            "From a view tree alone, a hop where UIKit may pass through a controller the dumps do not name says so:"
        ),
        Example(
          arguments: "chain docs/examples/tab-navigation-sheet.json --from draft",
          note:
            "From a label inside a sheet: the sheet's controller answers its presenter, and the presenter answers a view inside the sheet (FIDELITY 1.4 steps 2–3, 1.9c):"
        ),
        Example(
          arguments: "chain docs/examples/two-sheets.json --from welcom",
          note: "An id that is not in the input suggests the nearest one (exit 64):"),
        Example(
          arguments: "chain docs/examples/text-field-actions.json --first-responder",
          note:
            "From the key window's first responder, a text field the scenario tapped: where typing, key commands and nil-targeted actions start (FIDELITY 11.1, 11.8):"
        ),
      ]),
    Section(
      command: "run",
      summary:
        "Runs a scenario's steps, printing each step's trace and what changed in the hierarchy.",
      examples: [
        Example(
          arguments: "run docs/examples/two-sheets.json",
          note: "Two stacked sheets, dismissed together from below (FIDELITY 3.6, 3.9):"),
        Example(
          arguments: "run docs/examples/two-sheets.json --step 1",
          note: "Only the first step; each step is built and run once:"),
      ]),
    Section(
      command: "explain",
      summary:
        "Explains where probes land, who presents what, and which delegate was asked what and when.",
      examples: [
        Example(
          arguments: "explain docs/examples/alert-over-sheet.json --probe fieldProbe",
          note:
            "A refused swipe and the alert that follows it (FIDELITY 4.2, 4.4), and the chain from a label in the sheet:"
        ),
        Example(
          arguments:
            "explain Tests/Fixtures/RealDumps/wechat-tabs.pvc-printHierarchy.txt Tests/Fixtures/RealDumps/wechat-tab-badge.presponder.txt Tests/Fixtures/RealDumps/wechat-window.pviews.txt --at 290,540",
          note:
            "A touch on the tab bar of the same three joined dumps: hit-testing, then a chain that passes through the tab bar controller the `_printHierarchy` names (FIDELITY 9.1, 1.2, 1.4):"
        ),
        Example(
          arguments: "explain docs/examples/notes-window.recursiveDescription.txt --at 300,330",
          note: "A touch on an imported dump, with the views hit-testing skipped (FIDELITY 9.2):"),
        Example(
          arguments:
            "explain docs/examples/swiftui-guard-around-navigation.json --probe editorText",
          note:
            "A SwiftUI `.sheet` inside a `NavigationView`: SwiftUI asks an inner hosting controller to present, and UIKit forwards the request to the outer one, whose own `present` never runs (FIDELITY 7.2, 7.4):"
        ),
        Example(
          arguments: "explain docs/examples/sheet-with-button.json --tap 70,100",
          note:
            "The whole story of a tap on a button inside a sheet: the sheet's own drag, a pan recognizer on its UIDropShadowView, sees the touch before the button does and fails when the finger lifts without moving, so the button keeps its tap (FIDELITY 14.1, 14.4, 14.19):"
        ),
        Example(
          arguments:
            "explain Tests/Fixtures/RealDumps/apple-id-sheet.recursiveDescription.txt --tap 60,280",
          note:
            "A tap on a row of a real device's table (Apple's own sign-in sheet), rebuilt as a real UITableView: its pan recognizer sees the touch first, the table holds the touch-down back, the pan fails, and the cell's content view gets the touch at the touch-up (FIDELITY 14.1, 14.12, 14.14):"
        ),
        Example(
          arguments: "explain docs/examples/text-field-actions.json --action copy: --from save",
          note:
            "Why a Copy menu item stays disabled: the Save button sends `copy:` with a nil target, the search starts at the first responder, and no responder can perform it (FIDELITY 11.8, 11.10, 11.12, 11.14):"
        ),
        Example(
          arguments: "explain docs/examples/text-field-actions.json --action selectAll:",
          note: "`selectAll:` is chosen at once: the text field has text (FIDELITY 11.11, 11.14):"),
      ]),
    Section(
      command: "explore",
      summary:
        "Writes one self-contained HTML page (no network, opens from file://) to explore a scenario step by step or a dump: the screen, the controller and view trees, the selection's properties, responder chain and hit-test, and the timeline with its expectations. Tests drive it in headless Chromium (Tests/ResponderLabCLITests/Explorer). Screenshots of the pages for two-sheets.json and tab-navigation-sheet.json, wide and narrow (regenerate with Scripts/browser/check_explorer.py PAGE --screenshot docs/images/NAME):\n\n![The explorer on two-sheets.json, wide](images/explorer-two-sheets-wide.png)\n![The explorer on two-sheets.json, narrow](images/explorer-two-sheets-narrow.png)\n![The explorer on tab-navigation-sheet.json, wide](images/explorer-tab-navigation-sheet-wide.png)\n![The explorer on tab-navigation-sheet.json, narrow](images/explorer-tab-navigation-sheet-narrow.png)",
      examples: [
        Example(
          arguments: "explore docs/examples/two-sheets.json --output /dev/null",
          note: "The page for a scenario (open the file written in a browser):"),
        Example(
          arguments: "explore docs/examples/nope.json",
          note: "A missing input is a usage error (exit 64):"),
      ]),
    Section(
      command: "diff",
      summary:
        "Compares two moments — two steps of a scenario (`file.json@n`), two dumps, or a scenario and a dump — by their relations: parent, presenter and presented controller, next responder, superview, selected tab, delegate, detent and first responder, then frames, flags and text. The explorer shows the same comparison between any two steps of its timeline.",
      examples: [
        Example(
          arguments:
            "diff docs/examples/two-sheets.json@2 docs/examples/two-sheets.json@3 --relations",
          note:
            "Two steps of one scenario pair objects by stable name: presenting a form sheet from the first sheet adds the presented controllers and their views, and changes the presenter's `presentedViewController` and the root's next responder (FIDELITY 1.4 step 3). The exit code is 1, as diff(1)'s, because something differs:"
        ),
        Example(
          arguments:
            "diff docs/examples/tab-navigation-sheet.json@6 docs/examples/tab-navigation-sheet.json@8",
          note:
            "Tapping a text field in a medium sheet and typing: the field becomes first responder, the keyboard grows the sheet to its large detent, and the field's text changes:"
        ),
        Example(
          arguments:
            "diff Tests/Fixtures/RealDumps/lyfpay-navigation.printHierarchy.txt Tests/Fixtures/RealDumps/lyfpay-navigation-second-run.printHierarchy.txt",
          note:
            "Two real dumps of one app from two runs print different addresses, so objects pair by their place in the trees (class and position under their parent); the second run had not loaded two of the menu's children:"
        ),
        Example(
          arguments:
            "diff Tests/Fixtures/RealDumps/swiftui-tabs-split-appearing.printHierarchy.txt Tests/Fixtures/RealDumps/swiftui-tabs-split-switching.printHierarchy.txt --relations --json",
          note:
            "A real tab switch in a SwiftUI app, as JSON: the tab bar controller's `selectedViewController`, the new tab's loaded view, the old tab's views leaving the window:"
        ),
        Example(
          arguments:
            "diff Tests/Fixtures/RealDumps/plain-window.recursiveDescription.txt@2 docs/examples/two-sheets.json",
          note: "A dump has no steps (exit 64):"),
      ]),
    Section(
      command: "demo",
      summary:
        "Narrates an exhibit, one of the articles reproduced step by step (see [exhibits/](exhibits)), or a small hierarchy.",
      examples: [
        Example(
          arguments: "demo guardain",
          note: "A mistyped demo name suggests the nearest one (exit 64):")
      ]),
    Section(
      command: "mcp",
      summary:
        "Serves the commands as tools of a Model Context Protocol server, one JSON-RPC message a line (see [mcp.md](mcp.md)).",
      examples: [
        Example(
          arguments: "mcp",
          note:
            "A session piped from a file: the handshake, a dump imported and its chain walked, a fact read, and a line that is not JSON, which gets a parse error:",
          input: "docs/examples/mcp-session.jsonl")
      ]),
    Section(
      command: "learn",
      summary:
        "The exercises in `Playgrounds/`, checked in the simulator (see [learn.md](learn.md)).",
      examples: [
        Example(
          arguments: "learn hint 99",
          note: "An exercise that does not exist suggests the nearest one (exit 64):"),
        Example(
          arguments: "learn chek", note: "So does a mistyped subcommand:"),
      ]),
    Section(
      command: "help",
      summary: "Prints the overview, a command's help, or a topic's.",
      examples: [
        Example(arguments: "help ids", note: "The ids `--from` accepts:"),
        Example(arguments: "help exit-codes", note: "The exit codes:"),
        Example(
          arguments: "dupm",
          note: "A mistyped command suggests the nearest one, and says where help is (exit 64):"),
        Example(arguments: "--version", note: "The version:"),
      ]),
    Section(
      command: "completions",
      summary:
        "Prints a completion script for bash, zsh or fish: commands, options, values, demos, learn's subcommands and exercises, help topics, and the ids of the file on the command line.",
      examples: [
        Example(arguments: "completions fish", note: "The fish script:")
      ]),
  ]

  static func render() -> String {
    var text = """
      # `responder-lab` command-line reference

      <!-- Generated by Tests/ResponderLabCLITests/Documentation/CLIReferenceTests.swift from the
           tool's real output. Do not edit by hand: run `RECORD_CLI_DOCS=1 swift test --filter
           CLIReferenceTests` to regenerate it. -->

      `responder-lab` loads a scenario (`.json`, see [scenario.md](scenario.md)) or a device's dump
      (`recursiveDescription`, `_printHierarchy`, chisel's `pvc` or `presponder`, or `A -> B -> C`), then
      dumps it, walks responder chains, runs steps and explains what happens, citing the numbered
      facts of the fidelity table.

      Conventions shared by every command:

      - exit codes: 0 success, 1 a failed expectation (an `expect` step of `run`, or
        `import --check`) or a difference found by `diff`, 64 a usage mistake (a wrong option, a
        missing file, an unknown `--from`), 65 bad input data (the file's line and column are
        named, with a fix);
      - colour only when standard output is a terminal, and never when `NO_COLOR` is set;
      - `--json` prints machine-readable output, and input errors as JSON on standard error;
      - `-` reads standard input wherever a command reads a file (`pbpaste | responder-lab import -`);
      - nothing is ever written over an input file (`dump --output` refuses to);
      - every command answers `--help` and `responder-lab help <command>`; `responder-lab --version`
        prints the version;
      - a usage mistake prints one error line, with the nearest valid word when there is one, then the
        usage line and where the help is.

      The overview (`responder-lab --help`):

      ```
      $ responder-lab --help
      \(ToolRun(["--help"]).output)```

      The examples below run on the files in [examples/](examples).

      ## Commands


      """
    text +=
      sections.map { "- [`\($0.command)`](#\($0.command)): \($0.summary)" }.joined(separator: "\n")
    text += "\n"
    for section in sections {
      text +=
        "\n## \(section.command)\n\n\(section.summary)\n\n```\n$ responder-lab \(section.command) --help\n"
      text += ToolRun([section.command, "--help"]).output
      text += "```\n"
      for example in section.examples {
        let input = example.input.map {
          (try? String(contentsOfFile: ToolRun.packageRoot + "/" + $0, encoding: .utf8)) ?? ""
        }
        let run = ToolRun(example.arguments, input: input ?? "")
        let pipe = example.input.map { "cat \($0) | " } ?? ""
        text += "\n\(example.note)\n\n```\n$ \(pipe)responder-lab \(example.arguments)\n"
        text += run.output + run.errors
        if !text.hasSuffix("\n") { text += "\n" }
        if run.code != .success { text += "(exit code \(run.code.rawValue))\n" }
        text += "```\n"
      }
    }
    return text
  }

  @Test("docs/cli.md is the tool's real output for every command's help and examples")
  func referenceIsCurrent() throws {
    let path = ToolRun.packageRoot + "/docs/cli.md"
    let expected = Self.render()
    let recording = ProcessInfo.processInfo.environment["RECORD_CLI_DOCS"] == "1"
    if recording || !FileManager.default.fileExists(atPath: path) {
      try expected.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOfFile: path, encoding: .utf8)
    let difference = zip(
      actual.split(separator: "\n", omittingEmptySubsequences: false),
      expected.split(separator: "\n", omittingEmptySubsequences: false)
    ).enumerated().first {
      $0.element.0 != $0.element.1
    }
    #expect(
      actual == expected,
      "docs/cli.md is out of date at line \((difference?.offset ?? 0) + 1): found '\(difference?.element.0 ?? "")', expected '\(difference?.element.1 ?? "")'. To fix, run RECORD_CLI_DOCS=1 swift test --filter CLIReferenceTests."
    )
  }

  @Test("Every command of the tool has a section with at least one example")
  func everyCommandDocumented() {
    let documented = Set(Self.sections.map(\.command))
    for command in CommandLineTool.commandNames { #expect(documented.contains(command)) }
    #expect(Self.sections.allSatisfy { !$0.examples.isEmpty })
  }
}
