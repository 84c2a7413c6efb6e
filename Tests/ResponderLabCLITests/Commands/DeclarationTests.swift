import Foundation
import ResponderLabCLI
import Testing

/// The help, the usage lines and the overview come from the same declarations that parse.
@Suite("One declaration per command")
@MainActor
struct DeclarationTests {
  @Test("Every command and topic has help, and 'help <command>' is '<command> --help'")
  func helpForEveryCommand() {
    for name in CommandLineTool.commandNames {
      let help = ToolRun(["help", name])
      #expect(help.code == .success)
      #expect(help.output.hasPrefix("OVERVIEW: "))
      #expect(help.output == ToolRun([name, "--help"]).output)
    }
    for topic in CommandLineTool.topicNames {
      let help = ToolRun(["help", topic])
      #expect(help.code == .success)
      #expect(!help.output.isEmpty)
    }
  }

  @Test("The overview lists every command and every topic")
  func overview() {
    let overview = ToolRun(["help"]).output
    #expect(overview == ToolRun(["--help"]).output)
    for name in CommandLineTool.commandNames + CommandLineTool.topicNames {
      #expect(overview.contains("\n  \(name) "))
    }
  }

  @Test(
    "Each usage line names every option the command accepts, and each of them parses",
    arguments: ["import", "dump", "chain", "run", "explain"])
  func usageLinesAreComplete(command: String) {
    let help = ToolRun([command, "--help"]).output
    let usage = help.split(separator: "\n").first { $0.hasPrefix("USAGE: ") } ?? ""
    let options = help.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
      String($0.dropFirst(2).prefix { $0 != " " })
    }
    #expect(!options.isEmpty)
    for option in options {
      #expect(usage.contains(option), "the usage line of \(command) omits \(option)")
      let run = ToolRun([command, "docs/examples/two-sheets.json", option])
      #expect(!run.errors.contains("Unknown option"), "\(command) refuses \(option)")
    }
  }

  @Test("explain's and run's usage lines show --at and --all-events")
  func formerlyMissingOptions() {
    #expect(ToolRun(["explain", "--help"]).output.contains("[--at <x,y>]"))
    #expect(ToolRun(["run", "--help"]).output.contains("[--all-events]"))
  }

  @Test("A usage error prints the error, the usage line and where the help is, not the help")
  func usageErrorIsShort() {
    let run = ToolRun("dump docs/examples/two-sheets.json --frobnicate")
    #expect(run.code == .usage)
    #expect(
      run.errors == """
        error: Unknown option '--frobnicate'.
        Usage: responder-lab dump <file> ... [--format <format>] [--step <n>] [--profile <name>] [--addresses] [--from <id>] [--output <path>]
        See 'responder-lab help dump'.

        """)
  }

  @Test("A missing required option or argument is named")
  func missingPieces() {
    #expect(
      ToolRun("chain docs/examples/two-sheets.json").errors.hasPrefix(
        "error: Missing expected option '--from <id>'."))
    #expect(ToolRun("dump").errors.hasPrefix("error: Missing expected argument '<file>'."))
    #expect(
      ToolRun(
        "dump docs/examples/two-sheets.json docs/examples/notes-window.recursiveDescription.txt"
      )
      .errors.contains("several inputs must all be device dumps of one moment"))
  }
}
