/// A byte buffer that text is formatted into without `String`s, handed to a sink in large pieces.
///
/// Appending never checks capacity: call ``reserve(_:)`` with an upper bound of what comes next
/// first. The buffer is handed to the sink when a reservation does not fit, and by ``flush()``.
public final class ByteWriter {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private let sink: (UnsafeRawBufferPointer) -> Void

  /// The number of bytes written so far, flushed or not.
  public private(set) var byteCount = 0

  /// Creates a writer that hands `sink` pieces of up to `chunkSize` bytes (larger only for a single
  /// reservation that does not fit in a chunk).
  public init(chunkSize: Int = 256 * 1024, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    capacity = max(chunkSize, 64)
    storage = .allocate(capacity: capacity)
    self.sink = sink
  }

  deinit {
    storage.deallocate()
  }

  /// Makes room for `byteCount` more bytes, handing the buffer to the sink first if they do not fit.
  @inline(__always)
  public func reserve(_ byteCount: Int) {
    if count + byteCount > capacity { makeRoom(for: byteCount) }
  }

  /// Hands the buffered bytes to the sink.
  public func flush() {
    guard count > 0 else { return }
    sink(UnsafeRawBufferPointer(start: storage, count: count))
    count = 0
  }

  private func makeRoom(for byteCount: Int) {
    flush()
    guard byteCount > capacity else { return }
    storage.deallocate()
    capacity = byteCount
    storage = .allocate(capacity: capacity)
  }

  // MARK: - Appending (after a reservation)

  /// Appends one byte.
  @inline(__always)
  public func append(_ byte: UInt8) {
    storage[count] = byte
    count += 1
    byteCount += 1
  }

  /// Appends the UTF-8 bytes of a literal.
  @inline(__always)
  public func append(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    (storage + count).update(from: text.utf8Start, count: length)
    count += length
    byteCount += length
  }

  /// Appends `spaceCount` spaces.
  @inline(__always)
  public func append(spaces spaceCount: Int) {
    (storage + count).update(repeating: UInt8(ascii: " "), count: spaceCount)
    count += spaceCount
    byteCount += spaceCount
  }

  /// Appends `value` in decimal, with a leading minus sign if it is negative (at most 20 bytes).
  @inline(__always)
  public func append(decimal value: Int) {
    var magnitude = value.magnitude
    if value < 0 { append(UInt8(ascii: "-")) }
    var digits = 1
    var bound: UInt = 10
    while digits < 20 && magnitude >= bound {
      digits += 1
      bound = bound &* 10
    }
    var position = count + digits
    count = position
    byteCount += digits
    repeat {
      position -= 1
      storage[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }

  /// Appends the UTF-8 bytes of a string (reserve `text.utf8.count` bytes first).
  ///
  /// Named apart from the `StaticString` overload so that literals take the faster one.
  public func append(utf8Of text: String) {
    for byte in text.utf8 { append(byte) }
  }
}
