import Foundation

/// The terminal settings a signal handler puts back; set only while in raw mode.
// NB: a signal handler cannot capture context, so the settings live in a global, written on the
// main actor before the handlers are installed and read only by them.
nonisolated(unsafe) private var terminalToRestore: termios?

/// Keys from standard input. On a terminal the keys arrive one at a time, without Return and
/// without echo; from a pipe, each line counts as its first character (an empty line as Return).
final class StandardInputKeys: KeySource {
  private let isTerminal: Bool
  private var saved = termios()
  private var rawMode = false
  private var pending: [KeyPress] = []
  private var buffer: [UInt8] = []

  init() {
    isTerminal = isatty(STDIN_FILENO) != 0
  }

  /// Turns off line buffering and echo on a terminal, until ``restore()``. Ctrl-C, a hang-up or
  /// a termination signal also put the terminal back before the process ends.
  func enterRawMode() {
    guard isTerminal, !rawMode, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    terminalToRestore = saved
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number) { number in
        if var settings = terminalToRestore { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    rawMode = true
  }

  /// Puts the terminal back as it was.
  func restore() {
    guard rawMode else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    terminalToRestore = nil
    rawMode = false
  }

  /// A descriptor that ends the wait for a key early when it becomes readable, such as a file
  /// watcher's: the caller then looks at what it says.
  var wakeDescriptor: Int32?

  func nextKey(timeout: Double) -> KeyPress? {
    if !pending.isEmpty { return pending.removeFirst() }
    var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    if let wakeDescriptor {
      descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(timeout * 1000))
    guard ready > 0, descriptors[0].revents != 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = read(STDIN_FILENO, &bytes, bytes.count)
    guard count > 0 else { return .endOfInput }
    if isTerminal {
      for byte in bytes[0..<count] {
        // NB: an arrow or function key arrives as an escape sequence in one read; ignore the rest.
        if byte == 27 { break }
        pending.append(.character(byte == 13 ? "\n" : Character(UnicodeScalar(byte))))
      }
    } else {
      buffer += bytes[0..<count]
      while let newline = buffer.firstIndex(of: 10) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
          .trimmingCharacters(in: .whitespaces)
        buffer.removeSubrange(...newline)
        pending.append(.character(line.first ?? "\n"))
      }
    }
    return pending.isEmpty ? nil : pending.removeFirst()
  }
}
