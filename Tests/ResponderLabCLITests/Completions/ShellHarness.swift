import Foundation
import Testing

/// Asks a real shell what it completes for a command line, with `responder-lab`'s completion
/// script loaded and the built executable on `PATH`.
///
/// bash calls the completion function with `COMP_WORDS` set; fish answers `complete -C`; zsh only
/// completes inside its line editor, so a zsh drives another zsh through a pseudo-terminal
/// (`zpty`), types the line and a Tab, and records every word the completion system adds.
enum ShellHarness {
  /// The shells the tests run, by name.
  static let shells = ["bash", "zsh", "fish"]

  /// Whether the tests run in CI, where a missing shell is a failure rather than a skip.
  static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// The shell's executable, if it is installed.
  static func path(of shell: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + shell }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The words the shell offers for each line; the word being completed is the line's last (empty
  /// when the line ends with a space).
  static func completions(shell: String, script: String, lines: [String]) throws -> [String:
    [String]]
  {
    let executable = try #require(
      path(of: shell), "\(shell) is not installed (.ci/run installs it with apt-get)")
    let folder = try #require(BuiltBinary.folder, "build responder-lab first: swift build")
    let work = NSTemporaryDirectory() + "responder-lab-completion-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    let scriptPath = work + (shell == "zsh" ? "/_responder-lab" : "/responder-lab.\(shell)")
    try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let environment = [
      "PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
      "HOME": work, "XDG_CONFIG_HOME": work, "XDG_DATA_HOME": work,
    ]
    let outcome: BuiltBinary.Outcome
    switch shell {
    case "bash":
      outcome = try Subprocess.run(
        executable, ["--norc", "--noprofile", "-c", bashProbe(scriptPath, lines)],
        environment: environment, directory: ToolRunRoot.packageRoot)
    case "fish":
      outcome = try Subprocess.run(
        executable, ["--no-config", "-c", fishProbe(scriptPath, lines)],
        environment: environment, directory: ToolRunRoot.packageRoot)
    default:
      let probe = work + "/probe.zsh"
      try zshProbe.write(toFile: probe, atomically: true, encoding: .utf8)
      let results = work + "/results.txt"
      outcome = try Subprocess.run(
        "/usr/bin/timeout", ["120", executable, "-f", probe, work, results] + lines,
        environment: environment, directory: ToolRunRoot.packageRoot)
      let text = (try? String(contentsOfFile: results, encoding: .utf8)) ?? ""
      return try parse(text, status: outcome.status, errors: outcome.errors)
    }
    return try parse(outcome.output, status: outcome.status, errors: outcome.errors)
  }

  /// Reads `## line` headings, each followed by one word a line, up to `#done`.
  private static func parse(_ text: String, status: Int32, errors: String) throws -> [String:
    [String]]
  {
    try #require(status == 0, "the shell failed (\(status)): \(errors)")
    var result: [String: [String]] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("## ") {
        current = String(line.dropFirst(3))
        result[current!] = []
      } else if line == "#done" {
        current = nil
      } else if let key = current, !line.isEmpty {
        // fish follows a word with a tab and its description.
        result[key]?.append(String(line.prefix { $0 != "\t" }))
      }
    }
    return result
  }

  private static func bashProbe(_ script: String, _ lines: [String]) -> String {
    var text = """
      source '\(script)'
      probe() {
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
        _responder_lab
        printf '%s\\n' "${COMPREPLY[@]}"
      }

      """
    for line in lines {
      var words = line.split(separator: " ").map { "'\($0)'" }
      if line.hasSuffix(" ") { words.append("''") }
      text += "echo '## \(line)'; probe \(words.joined(separator: " ")); echo '#done'\n"
    }
    return text
  }

  private static func fishProbe(_ script: String, _ lines: [String]) -> String {
    var text = "source '\(script)'\n"
    for line in lines {
      text += "echo '## \(line)'; complete -C '\(line)'; echo '#done'\n"
    }
    return text
  }

  /// Run as `zsh -f probe.zsh FOLDER RESULTS LINE…`: for each line, a fresh interactive zsh in a
  /// pseudo-terminal loads the completion system from FOLDER, wraps `compadd` to append every
  /// word it adds to RESULTS, and gets the line and a Tab. Each step waits for the prompt, so no
  /// keystroke arrives while the shell is busy.
  static let zshProbe = #"""
    zmodload zsh/zpty
    local folder=$1 results=$2
    shift 2
    : > $results
    wait_for_prompt() {
      zpty -w z "print -r -- __RE''ADY__"
      zpty -r z reply '*__READY__*<P>*'
    }
    for line in "$@"; do
      zpty z zsh -f -i
      zpty -w z "PS1='<P>' PS2='' RPROMPT=''; fpath=($folder \$fpath); autoload -Uz compinit; compinit -u -d $folder/zcompdump"
      zpty -w z "compadd() { if [[ \${@[(I)-[OAD]*]} -gt 0 ]]; then builtin compadd \"\$@\"; return; fi; local -a found; builtin compadd -O found \"\$@\"; (( \$#found )) && print -rl -- \$found >> $results; builtin compadd \"\$@\"; }"
      wait_for_prompt
      print -r -- "## $line" >> $results
      zpty -w -n z "$line"$'\t'
      zpty -w z $'\C-u'"print -r -- '#done' >> $results"
      wait_for_prompt
      zpty -d z
    done
    """#
}
