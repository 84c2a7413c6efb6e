/// Holds a copy of a text stream so that a closure can write to it; the caller copies it back.
final class StreamBox<Stream: TextOutputStream> {
  var stream: Stream

  init(_ stream: Stream) {
    self.stream = stream
  }
}
