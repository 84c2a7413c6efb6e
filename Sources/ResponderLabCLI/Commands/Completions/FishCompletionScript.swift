import Foundation

/// The fish completion script: `complete` lines conditioned on the command and on how many
/// positional arguments precede the cursor.
@MainActor
struct FishCompletionScript {
  let model: CompletionModel

  var text: String {
    let skipped = model.valueOptions.map { "'\($0)'" }.joined(separator: " ")
    var lines = [
      "# fish completion for responder-lab",
      "",
      "# The positional words after the program, without options and their values.",
      "function __responder_lab_words",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    set -l skip 0",
      "    for token in $tokens",
      "        if test $skip = 1",
      "            set skip 0",
      "            continue",
      "        end",
      "        switch $token",
      "            case \(skipped)",
      "                set skip 1",
      "            case '-*'",
      "            case '*'",
      "                echo $token",
      "        end",
      "    end",
      "end",
      "",
      "# True when the command is $argv[1] and $argv[2] positional words follow it (or more, with a",
      "# third argument 'or-more').",
      "function __responder_lab_at",
      "    set -l words (__responder_lab_words)",
      "    test \"$words[1]\" = \"$argv[1]\"; or return 1",
      "    set -l count (math (count $words) - 1)",
      "    if test \"$argv[3]\" = or-more",
      "        test $count -ge $argv[2]",
      "    else",
      "        test $count -eq $argv[2]",
      "    end",
      "end",
      "",
      "# True when the command is $argv[1], whatever follows.",
      "function __responder_lab_is",
      "    set -l words (__responder_lab_words)",
      "    test \"$words[1]\" = \"$argv[1]\"",
      "end",
      "",
      "# The ids or probes ($argv[1]) of the input file, asked of responder-lab itself.",
      "function __responder_lab_from_input",
      "    set -l words (__responder_lab_words)",
      "    set -l program (commandline -opc)[1]",
      "    test -f \"$words[2]\"; and $program __complete $argv[1] $words[2] 2>/dev/null",
      "end",
      "",
      "complete -c responder-lab -f",
      "complete -c responder-lab -n 'test (count (__responder_lab_words)) -eq 0' -l help -d \(quoted("Show the overview."))",
      "complete -c responder-lab -n 'test (count (__responder_lab_words)) -eq 0' -l version -d \(quoted("Show the version."))",
    ]
    for command in model.commands {
      lines.append(
        "complete -c responder-lab -n 'test (count (__responder_lab_words)) -eq 0' -a \(command.name) -d \(quoted(command.abstract))"
      )
      let condition = "'__responder_lab_is \(command.name)'"
      for option in command.options + [OptionSpec(name: "--help", help: "Show this text.")] {
        var line =
          "complete -c responder-lab -n \(condition) -l \(option.name.dropFirst(2)) -d \(quoted(option.help))"
        if option.valueName != nil { line += " " + valueFlags(for: option.kind) }
        lines.append(line)
      }
      if command.subcommands.isEmpty {
        lines += positionalLines(command.arguments, command: command.name, offset: 0)
      } else {
        for subcommand in command.subcommands {
          lines.append(
            "complete -c responder-lab -n '__responder_lab_at \(command.name) 0' -a \(subcommand.name) -d \(quoted(subcommand.abstract))"
          )
        }
        for subcommand in command.subcommands {
          for (index, argument) in subcommand.arguments.enumerated() {
            lines.append(
              "complete -c responder-lab -n '__responder_lab_at \(command.name) \(index + 1); and contains -- (__responder_lab_words)[2] \(subcommand.name)' \(valueFlags(for: argument.kind))"
            )
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One line per positional argument of a command.
  private func positionalLines(_ arguments: [ArgumentSpec], command: String, offset: Int)
    -> [String]
  {
    arguments.enumerated().map { index, argument in
      let more = argument.isRepeating ? " or-more" : ""
      return
        "complete -c responder-lab -n '__responder_lab_at \(command) \(index + offset)\(more)' \(valueFlags(for: argument.kind))"
    }
  }

  /// The flags that complete a value of `kind`: `-x -a '…'`, `-r -F`, …
  private func valueFlags(for kind: ValueKind) -> String {
    if let words = CompletionModel.words(for: kind) {
      return "-x -a " + quoted(words.joined(separator: " "))
    }
    if let list = CompletionModel.inputList(for: kind) {
      return "-x -a '(__responder_lab_from_input \(list))'"
    }
    switch kind {
    case .inputFile, .outputFile: return "-r -F"
    case .folder: return "-x -a '(__fish_complete_directories)'"
    default: return "-x"
    }
  }

  /// Single-quoted for fish, which escapes `'` and `\` with a backslash.
  private func quoted(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "'", with: "\\'") + "'"
  }
}
