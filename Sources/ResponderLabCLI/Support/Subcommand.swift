import Foundation

/// A command of `responder-lab`: its name, its one-line abstract, its options and what it does.
@MainActor
protocol Subcommand {
  /// The word that selects the command.
  static var name: String { get }
  /// One line for the tool's usage text.
  static var abstract: String { get }
  /// The `USAGE:` line's arguments, after the command name.
  static var arguments: String { get }
  /// A paragraph under the overview, or empty.
  static var discussion: String { get }
  /// The options the command accepts.
  static var options: [OptionSpec] { get }
  /// Runs the command on parsed arguments.
  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
}

extension Subcommand {
  static var discussion: String { "" }

  /// The text `--help` prints.
  static var help: String {
    var text = "OVERVIEW: \(abstract)\n\n"
    if !discussion.isEmpty { text += discussion + "\n\n" }
    text += "USAGE: responder-lab \(name) \(arguments)\n\nOPTIONS:\n"
    let rows =
      options.map { option in
        (option.name + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
      } + [("-h, --help", "Show this text.")]
    let width = (rows.map(\.0.count).max() ?? 0) + 2
    for (left, right) in rows {
      // Long help wraps at 100 columns, under the help column.
      let indent = 2 + width
      var line = "  " + left.padding(toLength: width, withPad: " ", startingAt: 0)
      for word in right.split(separator: " ") {
        if line.count + word.count + 1 > 100, line.count > indent {
          text += line + "\n"
          line = String(repeating: " ", count: indent)
        }
        line += (line.count == indent ? "" : " ") + word
      }
      text += line + "\n"
    }
    return text
  }

  /// Parses `arguments` and runs the command, answering `--help` and usage mistakes itself.
  static func main(_ arguments: [String], in context: CommandContext) -> CommandLineTool.ExitCode {
    switch ParsedArguments.parse(arguments, options: options) {
    case .failure(let error): return context.usage(error.message, help: help)
    case .success(let parsed):
      if parsed.has("--help") {
        context.output += help
        return .success
      }
      return run(parsed, in: context)
    }
  }
}
