/// The bash completion script: one case per command, which completes the value of the option
/// before the cursor, then options, then the positional argument the cursor is at.
@MainActor
struct BashCompletionScript {
  let model: CompletionModel

  var text: String {
    let topLevel = (model.commands.map(\.name) + model.toolOptions.map(\.name)).joined(
      separator: " ")
    let skipped = model.valueOptions.joined(separator: "|")
    var cases = ""
    for command in model.commands {
      cases += "    \(command.name))\n" + commandCase(command) + "      ;;\n"
    }
    return """
      # bash completion for responder-lab
      _responder_lab_words() { COMPREPLY=($(compgen -W "$1" -- "$cur")); }
      _responder_lab_files() { COMPREPLY=($(compgen -f -- "$cur")); }
      _responder_lab_folders() { COMPREPLY=($(compgen -d -- "$cur")); }
      # The ids or probes of the input file, asked of responder-lab itself.
      _responder_lab_from_input() {
        [ -f "$2" ] || return
        _responder_lab_words "$("${COMP_WORDS[0]}" __complete "$1" "$2" 2>/dev/null)"
      }
      _responder_lab() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" i
        COMPREPLY=()
        if [ "$COMP_CWORD" -eq 1 ]; then
          _responder_lab_words "\(topLevel)"
          return
        fi
        local cmd="${COMP_WORDS[1]}"
        # The positional words between the command and the cursor, without options and their values.
        local -a words=()
        for ((i = 2; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(skipped)) ((i++)) ;;
            -*) ;;
            *) words+=("${COMP_WORDS[i]}") ;;
          esac
        done
        case "$cmd" in
      \(cases)  esac
      }
      complete -o filenames -F _responder_lab responder-lab

      """
  }

  /// The body of one command's case.
  private func commandCase(_ command: CommandSpec) -> String {
    var text = "      case \"$prev\" in\n"
    for option in command.options where option.valueName != nil {
      text +=
        "        \(option.name)) \(action(for: option.kind, input: "${words[0]}")) return ;;\n"
    }
    text += "      esac\n"
    let options = (command.options.map(\.name) + ["--help"]).joined(separator: " ")
    text += "      if [[ \"$cur\" == -* ]]; then _responder_lab_words \"\(options)\"; return; fi\n"
    if command.subcommands.isEmpty {
      text += positionalCase(
        command.arguments, count: "${#words[@]}", input: "${words[0]}", indent: 6)
    } else {
      let names = command.subcommands.map(\.name).joined(separator: " ")
      text += "      case \"${#words[@]}\" in\n"
      text += "        0) _responder_lab_words \"\(names)\" ;;\n"
      text += "        *)\n          case \"${words[0]}\" in\n"
      for subcommand in command.subcommands where !subcommand.arguments.isEmpty {
        text += "            \(subcommand.name))\n"
        text += positionalCase(
          subcommand.arguments, count: "$((${#words[@]} - 1))", input: "${words[1]}", indent: 14)
        text += "              ;;\n"
      }
      text += "          esac ;;\n      esac\n"
    }
    return text
  }

  /// A `case` on the number of positional words before the cursor.
  private func positionalCase(
    _ arguments: [ArgumentSpec], count: String, input: String, indent: Int
  )
    -> String
  {
    guard !arguments.isEmpty else { return "" }
    let pad = String(repeating: " ", count: indent)
    var text = "\(pad)case \"\(count)\" in\n"
    for (index, argument) in arguments.enumerated() {
      let pattern = argument.isRepeating ? "*" : "\(index)"
      text += "\(pad)  \(pattern)) \(action(for: argument.kind, input: input)) ;;\n"
    }
    return text + "\(pad)esac\n"
  }

  /// The command that fills `COMPREPLY` for a value of `kind`.
  private func action(for kind: ValueKind, input: String) -> String {
    if let words = CompletionModel.words(for: kind) {
      return "_responder_lab_words \"\(words.joined(separator: " "))\";"
    }
    if let list = CompletionModel.inputList(for: kind) {
      return "_responder_lab_from_input \(list) \"\(input)\";"
    }
    switch kind {
    case .inputFile, .outputFile: return "_responder_lab_files;"
    case .folder: return "_responder_lab_folders;"
    default: return ":;"
    }
  }
}
