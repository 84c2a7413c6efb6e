/// A subject of `responder-lab help <topic>` that is not a command: the conventions every command
/// shares.
struct HelpTopic: Sendable {
  var name: String
  var abstract: String
  var text: String

  /// Every topic, in the order the overview lists them.
  static let all = [input, ids, exitCodes, output]

  static let input = HelpTopic(
    name: "input", abstract: "The files commands read, and '-' for standard input.",
    text: """
      INPUT FILES

      Every command that reads a file reads either:
        - a scenario: JSON, by its .json extension (see docs/scenario.md), or
        - a device's dump: recursiveDescription, _printHierarchy, chisel's pvc or presponder, or a
          one-line chain 'UILabel -> UIView -> ViewController' (see docs/cli.md).

      '-' reads standard input instead of a file; text starting with '{' is read as a scenario,
      anything else as a dump. Errors then name the input '<stdin>':

        pbpaste | responder-lab import -

      No command ever writes over an input file.

      """)

  static let ids = HelpTopic(
    name: "ids", abstract: "What --from and --probe accept.",
    text: """
      IDS

      --from names a responder of the input by:
        - the id the input gave it: a scenario's "id", or the id 'import' prints for a dump line;
        - its stable name, the class and a number in order of creation: UILabel#2.
      'responder-lab import <dump>' prints every id; a name that is not known is a usage error
      that suggests the nearest known one. --probe names a probe of the scenario by its id.

      Shell completions offer the ids of the file already on the command line.

      """)

  static let exitCodes = HelpTopic(
    name: "exit-codes", abstract: "What each exit code means.",
    text: """
      EXIT CODES

        0   success
        1   an expectation failed: an "expect" step of 'run', or 'import --check' found a difference;
            or 'diff' found a difference (0 when the two moments are alike, as diff(1))
        64  a usage mistake: an unknown command or option, a missing or unreadable file, an unknown
            id; the error line suggests the nearest valid word
        65  bad input data: the file's line and column are named, with a fix

      """)

  static let output = HelpTopic(
    name: "output", abstract: "Colour, --json, and where errors go.",
    text: """
      OUTPUT

      Results go to standard output, errors to standard error. Colour is used only when standard
      output is a terminal, and never when NO_COLOR is set (https://no-color.org). --json prints
      machine-readable output, and input errors as a JSON object on standard error.

      """)
}
