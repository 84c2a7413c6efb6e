import Foundation

/// The zsh completion script: `_arguments` for each command, with descriptions kept whole.
@MainActor
struct ZshCompletionScript {
  let model: CompletionModel

  var text: String {
    let commands = model.commands.map { q(describeEntry($0.name, $0.abstract)) }
    let toolOptions = model.toolOptions.map { q(describeEntry($0.name, $0.help)) }
    var cases = ""
    var helpers = ""
    for command in model.commands {
      var specs = command.options.map(optionSpec) + ["'(- *)'{-h,--help}'[Show this text.]'"]
      if command.subcommands.isEmpty {
        specs += command.arguments.map(argumentSpec)
      } else {
        let entries = command.subcommands.map { describeEntry($0.name, $0.abstract) }
        let function = "_responder_lab_\(command.name)_subcommands"
        helpers += """
          \(function)() {
            local -a subcommands
            subcommands=(\(entries.map(q).joined(separator: " ")))
            _describe -t subcommands '\(command.name) subcommand' subcommands
          }

          """
        specs.append(q("1:subcommand:\(function)"))
        let argumentFunction = "_responder_lab_\(command.name)_arguments"
        var branches = ""
        for subcommand in command.subcommands {
          guard let argument = subcommand.arguments.first else { continue }
          branches += "    \(subcommand.name)) \(shellCommand(for: argument.kind)) ;;\n"
        }
        helpers += """
          \(argumentFunction)() {
            case $line[1] in
          \(branches)  esac
          }

          """
        specs.append(q("2:argument:\(argumentFunction)"))
      }
      cases += "    \(command.name))\n      _arguments -s \\\n        "
      cases += specs.joined(separator: " \\\n        ") + "\n      ;;\n"
    }
    return """
      #compdef responder-lab
      # zsh completion for responder-lab

      # The ids or probes (the last argument) of the input file, the first argument after the
      # command, asked of responder-lab itself; the other arguments are compadd's, from _arguments.
      _responder_lab_from_input() {
        local file=${(Q)line[1]}
        [[ -f $file ]] || return 1
        local -a names
        names=(${(f)"$($_responder_lab_program __complete ${@[-1]} $file 2>/dev/null)"})
        compadd "${@[1,-2]}" -a names
      }

      \(helpers)_responder_lab() {
        local _responder_lab_program=${words[1]}
        if (( CURRENT == 2 )); then
          local -a commands options
          commands=(\(commands.joined(separator: " ")))
          options=(\(toolOptions.joined(separator: " ")))
          if [[ $PREFIX == -* ]]; then
            _describe -t options 'option' options
          else
            _describe -t commands 'command' commands
          fi
          return
        fi
        local cmd=${words[2]}
        shift words
        (( CURRENT-- ))
        case $cmd in
      \(cases)  esac
      }

      if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
        _responder_lab "$@"
      else
        compdef _responder_lab responder-lab
      fi

      """
  }

  /// `'--format[The form of the hierarchy.]:format:(vc views …)'`.
  private func optionSpec(_ option: OptionSpec) -> String {
    let head = option.name + "[" + bracketed(option.help) + "]"
    guard let valueName = option.valueName else { return q(head) }
    return q(head + ":" + valueName + ":" + action(for: option.kind))
  }

  /// `':file:_files'`, `'::name:(…)'` when optional, `'*:file:_files'` when repeating.
  private func argumentSpec(_ argument: ArgumentSpec) -> String {
    let position = argument.isRepeating ? "*:" : argument.isOptional ? "::" : ":"
    return q(position + argument.name + ":" + action(for: argument.kind))
  }

  /// The `_arguments` action for a value of `kind`.
  private func action(for kind: ValueKind) -> String {
    if let words = CompletionModel.words(for: kind) {
      return "(" + words.joined(separator: " ") + ")"
    }
    if let list = CompletionModel.inputList(for: kind) {
      return "_responder_lab_from_input \(list)"
    }
    switch kind {
    case .inputFile, .outputFile: return "_files"
    case .folder: return "_files -/"
    default: return " "
    }
  }

  /// A command that offers a value of `kind`, with `_arguments`'s compadd options in `$@`.
  private func shellCommand(for kind: ValueKind) -> String {
    if let words = CompletionModel.words(for: kind) {
      return "compadd \"$@\" -- " + words.joined(separator: " ")
    }
    if let list = CompletionModel.inputList(for: kind) {
      return "_responder_lab_from_input \"$@\" \(list)"
    }
    switch kind {
    case .inputFile, .outputFile: return "_files \"$@\""
    case .folder: return "_files \"$@\" -/"
    default: return ":"
    }
  }

  /// A `name:description` entry for `_describe`, the name's colons escaped.
  private func describeEntry(_ name: String, _ description: String) -> String {
    name.replacingOccurrences(of: ":", with: "\\:") + ":" + description
  }

  /// An explanation inside `[…]`, its brackets escaped.
  private func bracketed(_ text: String) -> String {
    text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
  }

  private func q(_ text: String) -> String { CompletionModel.shellQuoted(text) }
}
