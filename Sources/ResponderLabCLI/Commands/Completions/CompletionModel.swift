import Foundation

/// What the completion scripts offer, read from the commands' declarations: every visible
/// command with its options, arguments and subcommands.
@MainActor
struct CompletionModel {
  /// The visible commands, in the overview's order.
  let commands: [CommandSpec] = CommandLineTool.visibleCommands.map { $0.spec }
  /// The options of the tool itself: `--help`, `--version`.
  let toolOptions = CommandLineTool.toolOptions

  /// Every option that takes a value, in any command: the scripts skip the word after it when
  /// they count positional arguments.
  var valueOptions: [String] {
    var names: [String] = []
    for option in commands.flatMap(\.options) where option.valueName != nil {
      if !names.contains(option.name) { names.append(option.name) }
    }
    return names
  }

  /// The positional argument at `index` (from 0) of `arguments`; the last one when it repeats.
  static func argument(at index: Int, of arguments: [ArgumentSpec]) -> ArgumentSpec? {
    if index < arguments.count { return arguments[index] }
    return arguments.last.flatMap { $0.isRepeating ? $0 : nil }
  }

  /// The fixed words a value of `kind` may be, or nil when it is not a fixed list.
  static func words(for kind: ValueKind) -> [String]? {
    switch kind {
    case .choices(let values): values
    case .exercise: ExerciseArgument.completions
    default: nil
    }
  }

  /// The `__complete` list a value of `kind` comes from, if it comes from the input file.
  static func inputList(for kind: ValueKind) -> String? {
    switch kind {
    case .objectID: "ids"
    case .probeID: "probes"
    default: nil
    }
  }

  /// Single-quoted for a POSIX shell or zsh: `'it'\''s'`.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
