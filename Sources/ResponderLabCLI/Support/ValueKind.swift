/// What an argument or an option's value is: how the tool checks it, and what a shell offers for it.
enum ValueKind: Sendable, Equatable {
  /// Any text.
  case text
  /// A path to a file that is read, or `-` for standard input.
  case inputFile
  /// A path to a file that is written.
  case outputFile
  /// A path to a folder.
  case folder
  /// One of a fixed list; anything else is a usage error with the nearest choice suggested.
  case choices([String])
  /// An id or stable name of an object in the input (`--from`); shells ask the input for them.
  case objectID
  /// The id of a probe of the scenario (`--probe`); shells ask the input for them.
  case probeID
  /// A whole number, 0 or more.
  case count
  /// A point, `x,y`.
  case point
  /// An exercise of learn mode, by number (`3`, `03`) or by name (`AddChildController`).
  case exercise

  /// The fixed choices, or none.
  var choices: [String] {
    if case .choices(let values) = self { values } else { [] }
  }
}
