import Foundation

/// Standard input cut into messages, one a line, as the protocol's standard-input transport sends
/// them. A line longer than the limit is dropped as it arrives, never held whole, and reported by
/// its length.
struct MessageLines {
  /// A line read.
  enum Line: Equatable {
    /// A line of UTF-8 text, without its line break.
    case text(String)
    /// A line that is not UTF-8.
    case notUTF8
    /// A line over the limit, with its length in bytes.
    case tooLong(Int)
  }

  /// The longest line kept, in bytes, without its line break.
  let limit: Int
  /// Reads what the input has now, waiting for some; empty at its end.
  let read: () -> Data
  /// Lines read and not yet taken, in order.
  private(set) var pending: [Line] = []
  private var partial: [UInt8] = []
  /// The length so far of a line over the limit being dropped, or nil.
  private var dropping: Int?
  private var ended = false

  init(limit: Int, read: @escaping () -> Data) {
    self.limit = limit
    self.read = read
  }

  /// The next line, reading more input when none is pending; nil at the end of the input.
  mutating func next() -> Line? {
    while pending.isEmpty, !ended { readChunk() }
    return pending.isEmpty ? nil : pending.removeFirst()
  }

  private mutating func readChunk() {
    let chunk = read()
    guard !chunk.isEmpty else {
      ended = true
      if let length = dropping {
        pending.append(.tooLong(length))
      } else if !partial.isEmpty {
        finishLine()
      }
      return
    }
    var rest = chunk[...]
    while !rest.isEmpty {
      let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
      take(rest[..<(newline ?? rest.endIndex)])
      guard let newline else { break }
      if let length = dropping {
        pending.append(.tooLong(length))
        dropping = nil
      } else {
        finishLine()
      }
      rest = rest[(newline + 1)...]
    }
  }

  /// Adds `bytes` to the line held, or drops them once the line is over the limit.
  private mutating func take(_ bytes: Data) {
    if let length = dropping {
      dropping = length + bytes.count
    } else if partial.count + bytes.count > limit {
      dropping = partial.count + bytes.count
      partial.removeAll()
    } else {
      partial.append(contentsOf: bytes)
    }
  }

  /// Ends the line held, dropping a carriage return before its line break.
  private mutating func finishLine() {
    if partial.last == UInt8(ascii: "\r") { partial.removeLast() }
    defer { partial.removeAll(keepingCapacity: true) }
    guard let text = String(validating: partial, as: UTF8.self) else {
      pending.append(.notUTF8)
      return
    }
    pending.append(.text(text))
  }
}
