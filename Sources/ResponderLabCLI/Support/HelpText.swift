import Foundation

/// The text of `responder-lab help <command>`, written from the command's declaration, in the
/// layout of swift-argument-parser: overview, discussion, usage, arguments, subcommands, options.
struct HelpText {
  let command: CommandSpec

  var rendered: String {
    var text = "OVERVIEW: \(command.abstract)\n\n"
    if !command.discussion.isEmpty { text += command.discussion + "\n\n" }
    let lines = command.usageLines
    text += "USAGE: " + lines.joined(separator: "\n       ") + "\n"
    let arguments = command.arguments + command.subcommands.flatMap(\.arguments)
    var seen = Set<String>()
    let argumentRows = arguments.filter { seen.insert($0.name).inserted }.map {
      ("<\($0.name)>", $0.help)
    }
    if !argumentRows.isEmpty {
      text += "\nARGUMENTS:\n" + Self.table(argumentRows)
    }
    if !command.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n" + Self.table(command.subcommands.map { ($0.name, $0.abstract) })
    }
    let optionRows =
      command.options.map { ($0.synopsis, $0.fullHelp) } + [("-h, --help", "Show this text.")]
    text += "\nOPTIONS:\n" + Self.table(optionRows)
    return text
  }

  /// Two columns, the right one wrapped at 100 columns under itself.
  static func table(_ rows: [(String, String)], minimumWidth: Int = 0) -> String {
    let width = max(minimumWidth, (rows.map(\.0.count).max() ?? 0) + 2)
    var text = ""
    for (left, right) in rows {
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
}
