import Foundation

/// `responder-lab completions bash|zsh|fish`: a shell completion script, generated from the
/// commands' own option lists.
@MainActor
enum CompletionsCommand: Subcommand {
  static let name = "completions"
  static let abstract = "Print a shell completion script for bash, zsh or fish."
  static let arguments = "<shell>"
  static let discussion = """
    Install with, for example:
      responder-lab completions bash > /etc/bash_completion.d/responder-lab
      responder-lab completions zsh > "${fpath[1]}/_responder-lab"
      responder-lab completions fish > ~/.config/fish/completions/responder-lab.fish
    """
  static let options: [OptionSpec] = []
  static let shells = ["bash", "zsh", "fish"]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    guard let shell = arguments.positionals.first else {
      return context.usage("Missing expected argument '<shell>' (bash, zsh or fish).", help: help)
    }
    switch shell {
    case "bash": context.output += bash
    case "zsh": context.output += zsh
    case "fish": context.output += fish
    default:
      return context.usage(
        "The value '\(shell)' is invalid for '<shell>'. Choose one of: bash, zsh, fish.", help: help
      )
    }
    return .success
  }

  /// Every command's name, abstract and options, `demo` and `help` included.
  static var commands: [(name: String, abstract: String, options: [OptionSpec])] {
    CommandLineTool.subcommands.map { ($0.name, $0.abstract, $0.options) } + [
      (
        "demo", "Run a demo: hierarchy, guardian, probe, overlay-sheet or fixes.",
        [CommonOptions.addresses]
      ),
      (
        "learn", "Work through the exercises in Playgrounds/.",
        [
          OptionSpec(name: "--manual", help: "Check when Return is pressed."),
          OptionSpec(
            name: "--package-path", valueName: "dir", help: "The package to work in."),
        ]
      ),
      ("help", "Show the usage text.", []),
    ]
  }

  static var bash: String {
    var cases = ""
    for command in commands {
      let words = (command.options.map(\.name) + ["--help"]).joined(separator: " ")
      cases += "    \(command.name)) opts=\"\(words)\" ;;\n"
    }
    var valueCases = ""
    for command in commands {
      for option in command.options where !option.choices.isEmpty {
        valueCases +=
          "    \(option.name)) COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      }
    }
    return """
      # bash completion for responder-lab
      _responder_lab() {
        local cur prev cmd opts
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " "))" -- "$cur"))
          return
        fi
        cmd="${COMP_WORDS[1]}"
        case "$prev" in
      \(valueCases)    --output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        esac
        if [ "$cmd" = completions ]; then
          COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return
        fi
        case "$cmd" in
      \(cases)    *) opts="" ;;
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        else
          COMPREPLY=($(compgen -f -- "$cur"))
        fi
      }
      complete -o filenames -F _responder_lab responder-lab

      """
  }

  static var zsh: String {
    var cases = ""
    for command in commands {
      var specs: [String] = []
      for option in command.options {
        let help = option.help.replacingOccurrences(of: "'", with: "")
          .replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
          .replacingOccurrences(of: ":", with: "")
        if let value = option.valueName {
          let action =
            option.choices.isEmpty ? "_files" : "(\(option.choices.joined(separator: " ")))"
          specs.append("'\(option.name)[\(help)]:\(value):\(action)'")
        } else {
          specs.append("'\(option.name)[\(help)]'")
        }
      }
      specs.append("'--help[Show help.]'")
      let positional =
        command.name == "completions" ? "'1:shell:(bash zsh fish)'" : "'*:file:_files'"
      cases +=
        "    \(command.name)) _arguments \(specs.joined(separator: " ")) \(positional) ;;\n"
    }
    let names = commands.map {
      "'\($0.name):\($0.abstract.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: ":", with: ""))'"
    }
    return """
      #compdef responder-lab
      # zsh completion for responder-lab
      _responder_lab() {
        local -a commands
        commands=(\(names.joined(separator: " ")))
        if (( CURRENT == 2 )); then
          _describe 'command' commands
          return
        fi
        local cmd=${words[2]}
        shift words
        (( CURRENT-- ))
        case $cmd in
      \(cases)  esac
      }
      _responder_lab "$@"

      """
  }

  static var fish: String {
    var lines = [
      "# fish completion for responder-lab",
      "complete -c responder-lab -f",
    ]
    let names = commands.map(\.name).joined(separator: " ")
    for command in commands {
      lines.append(
        "complete -c responder-lab -n 'not __fish_seen_subcommand_from \(names)' -a \(command.name) -d '\(command.abstract.replacingOccurrences(of: "'", with: "\\'"))'"
      )
      for option in command.options + [OptionSpec(name: "--help", help: "Show help.")] {
        var line =
          "complete -c responder-lab -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name.dropFirst(2)) -d '\(option.help.replacingOccurrences(of: "'", with: "\\'"))'"
        if option.valueName != nil {
          line +=
            option.choices.isEmpty ? " -r -F" : " -x -a '\(option.choices.joined(separator: " "))'"
        }
        lines.append(line)
      }
      if command.name == "completions" {
        lines.append(
          "complete -c responder-lab -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'"
        )
      } else if command.name != "help" && command.name != "demo" {
        lines.append(
          "complete -c responder-lab -n '__fish_seen_subcommand_from \(command.name)' -F")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
