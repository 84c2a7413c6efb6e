import Foundation
import ResponderLabCLI
import Testing

@Suite("Command-line conventions")
@MainActor
struct CommandConventionsTests {
  nonisolated static let commands = ["import", "dump", "chain", "run", "explain", "completions"]

  @Test("Every command answers --help with its usage and exit code 0", arguments: commands)
  func help(command: String) {
    let run = ToolRun([command, "--help"])
    #expect(run.code == .success)
    #expect(run.output.contains("USAGE: responder-lab \(command)"))
    #expect(run.errors.isEmpty)
  }

  @Test("The usage text lists every command and the exit codes")
  func usage() {
    let run = ToolRun(["--help"])
    for command in Self.commands + ["demo"] { #expect(run.output.contains("  \(command) ")) }
    #expect(run.output.contains("64 a usage mistake, 65 bad input data"))
  }

  @Test("An unknown option is a usage error (exit 64) named as argument-parser does")
  func unknownOption() {
    let run = ToolRun("dump docs/examples/two-sheets.json --frobnicate")
    #expect(run.code == .usage)
    #expect(run.errors.hasPrefix("error: Unknown option '--frobnicate'."))
  }

  @Test("A value outside an option's choices is a usage error that lists them")
  func badChoice() {
    let run = ToolRun("dump docs/examples/two-sheets.json --format png")
    #expect(run.code == .usage)
    #expect(
      run.errors.contains(
        "Choose one of: vc, views, chain, pvc, autolayout, json, dot, svg, hierarchy-svg."))
  }

  @Test("A missing input file is a usage error (exit 64)")
  func missingFile() {
    let run = ToolRun("dump docs/examples/nope.json")
    #expect(run.code == .usage)
    #expect(run.errors.contains("Cannot read 'docs/examples/nope.json'"))
  }

  @Test("A bad input file is a data error (exit 65) naming file, line and column")
  func badData() throws {
    let path = NSTemporaryDirectory() + "responder-lab-bad-\(UUID().uuidString).json"
    try "{\n  \"window\": { \"root\": \"a\" },\n  \"controlers\": []\n}".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["dump", path])
    #expect(run.code == .dataError)
    #expect(run.errors.hasPrefix("\(path):3:3: error: expected one of the keys of a scenario"))
    #expect(run.errors.contains("To fix, rename it to \"controllers\""))
  }

  @Test("With --json, a data error is a JSON object on standard error")
  func jsonError() throws {
    let path = NSTemporaryDirectory() + "responder-lab-bad-\(UUID().uuidString).txt"
    try "<UIView: 0x1; frame = (0 0; 1 1)>\n   |    | <UIView: 0x2; frame = (0 0; 1 1)>".write(
      toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["chain", path, "--from", "UIView#1", "--json"])
    #expect(run.code == .dataError)
    #expect(run.errors.contains("\"line\": 2"))
    #expect(run.errors.contains("\"fix\": "))
  }

  @Test("Colour is used on a terminal only, and never with NO_COLOR")
  func colour() {
    let escape = "\u{1B}["
    #expect(
      ToolRun(["run", "docs/examples/two-sheets.json"], terminal: true).output.contains(escape))
    #expect(
      !ToolRun(["run", "docs/examples/two-sheets.json"], terminal: false).output.contains(escape))
    #expect(
      !ToolRun(["run", "docs/examples/two-sheets.json"], terminal: true, noColor: "1").output
        .contains(escape))
  }

  @Test("--output refuses to write over the input file")
  func neverOverwritesInput() throws {
    let before = try String(
      contentsOfFile: ToolRun.packageRoot + "/docs/examples/two-sheets.json", encoding: .utf8)
    let run = ToolRun(
      "dump docs/examples/two-sheets.json --format json --output docs/examples/../examples/two-sheets.json"
    )
    #expect(run.code == .usage)
    #expect(run.errors.contains("Refusing to write over the input file"))
    let after = try String(
      contentsOfFile: ToolRun.packageRoot + "/docs/examples/two-sheets.json", encoding: .utf8)
    #expect(before == after)
  }

  @Test("--output writes the dump to another file")
  func outputToFile() throws {
    let path = NSTemporaryDirectory() + "responder-lab-out-\(UUID().uuidString).dot"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun([
      "dump", "docs/examples/two-sheets.json", "--format", "dot", "--output", path,
    ])
    #expect(run.code == .success)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("digraph hierarchy {"))
  }

  @Test("--from with an unknown name is a usage error listing known names")
  func unknownFrom() {
    let run = ToolRun("chain docs/examples/two-sheets.json --from nobody")
    #expect(run.code == .usage)
    #expect(run.errors.contains("No object named 'nobody'. Known names: "))
    #expect(run.errors.contains("welcome"))
  }

  @Test("--step past the end of the scenario is a usage error")
  func stepPastEnd() {
    let run = ToolRun("dump docs/examples/two-sheets.json --step 99")
    #expect(run.code == .usage)
    #expect(run.errors.contains("has 8 steps"))
  }

  @Test(
    "Completion scripts exist for bash, zsh and fish and name every command",
    arguments: ["bash", "zsh", "fish"])
  func completions(shell: String) {
    let run = ToolRun(["completions", shell])
    #expect(run.code == .success)
    for command in Self.commands { #expect(run.output.contains(command)) }
    #expect(run.output.contains("format"))
  }

  @Test("The zsh and fish scripts keep the descriptions' apostrophes")
  func apostrophes() {
    #expect(
      ToolRun("completions zsh").output.contains(
        #"'import:Rebuild a device'\''s dump in the simulator and print it back.'"#))
    #expect(
      ToolRun("completions fish").output.contains(
        #"-d 'Rebuild a device\'s dump in the simulator and print it back.'"#))
  }

  @Test("An unknown shell is a usage error")
  func unknownShell() {
    #expect(ToolRun("completions tcsh").code == .usage)
  }

  @Test("The bash script parses and completes commands, options and option values")
  func bashCompletes() throws {
    let script = NSTemporaryDirectory() + "responder-lab-\(UUID().uuidString).bash"
    try ToolRun("completions bash").output.write(toFile: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let probe = """
      source '\(script)'
      COMP_WORDS=(responder-lab ch); COMP_CWORD=1; _responder_lab; echo "${COMPREPLY[@]}"
      COMP_WORDS=(responder-lab dump --fo); COMP_CWORD=2; _responder_lab; echo "${COMPREPLY[@]}"
      COMP_WORDS=(responder-lab dump x --format ''); COMP_CWORD=4; _responder_lab; echo "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", probe]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(output == "chain\n--format\nvc views chain pvc autolayout json dot svg hierarchy-svg\n")
  }
}
