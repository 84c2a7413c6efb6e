/// Where a command's text goes: written through at once, so that a long-running command shows its
/// output as it goes, and `+=` reads as appending.
struct OutputSink: TextOutputStream {
  let send: (String) -> Void

  mutating func write(_ string: String) {
    send(string)
  }

  static func += (sink: inout OutputSink, text: String) {
    sink.write(text)
  }
}
