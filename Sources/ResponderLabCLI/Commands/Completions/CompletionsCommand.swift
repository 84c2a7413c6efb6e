/// `responder-lab completions bash|zsh|fish`: a shell completion script, written from the
/// commands' declarations.
@MainActor
enum CompletionsCommand: Subcommand {
  static let name = "completions"
  static let abstract = "Print a shell completion script for bash, zsh or fish."
  static let discussion = """
    The script completes every command, option and option value, demo names, learn's subcommands
    and exercises, help topics, and the ids of the file already on the command line after --from
    and --probe. Install with, for example:
      responder-lab completions bash > /etc/bash_completion.d/responder-lab
      responder-lab completions zsh > "${fpath[1]}/_responder-lab"
      responder-lab completions fish > ~/.config/fish/completions/responder-lab.fish
    """
  static let arguments = [
    ArgumentSpec(name: "shell", help: "The shell.", kind: .choices(["bash", "zsh", "fish"]))
  ]

  static func run(_ arguments: ParsedArguments, in context: CommandContext)
    -> CommandLineTool.ExitCode
  {
    let model = CompletionModel()
    switch arguments.positionals[0] {
    case "bash": context.output += BashCompletionScript(model: model).text
    case "zsh": context.output += ZshCompletionScript(model: model).text
    default: context.output += FishCompletionScript(model: model).text
    }
    return .success
  }
}
