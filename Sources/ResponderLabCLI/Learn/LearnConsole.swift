/// Where the learn command writes: standard output as it goes, or a string in tests.
@MainActor
final class LearnConsole {
  private let sink: (String) -> Void
  /// Colours and styles, off when colour is not wanted.
  let terminal: Terminal

  init(terminal: Terminal, sink: @escaping (String) -> Void) {
    self.terminal = terminal
    self.sink = sink
  }

  /// Writes `text` and a newline.
  func print(_ text: String = "") {
    sink(text + "\n")
  }

  /// Writes `text` as it is.
  func write(_ text: String) {
    sink(text)
  }
}
