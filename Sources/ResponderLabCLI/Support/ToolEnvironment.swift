public import Foundation
import Synchronization

/// What the tool may know about where it runs: whether standard output is a terminal, the
/// environment variables that matter, the directory relative paths start from, and standard input.
public struct ToolEnvironment: Sendable {
  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool
  /// The value of `NO_COLOR`, if set.
  public var noColor: String?
  /// The directory that relative paths are read from.
  public var currentDirectory: String
  /// Reads all of standard input, for an input file named `-`.
  public var readStandardInput: @Sendable () -> Data
  /// Reads what standard input has now, waiting for some; empty at its end. A command that answers
  /// line by line (`mcp`) reads with it. By default, all of ``readStandardInput`` at once.
  public var readAvailableStandardInput: @Sendable () -> Data

  /// Creates an environment.
  public init(
    outputIsTerminal: Bool = false, noColor: String? = nil,
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    readStandardInput: @escaping @Sendable () -> Data = {
      FileHandle.standardInput.readDataToEndOfFile()
    },
    readAvailableStandardInput: (@Sendable () -> Data)? = nil
  ) {
    self.outputIsTerminal = outputIsTerminal
    self.noColor = noColor
    self.currentDirectory = currentDirectory
    self.readStandardInput = readStandardInput
    let whole = OneShotInput(read: readStandardInput)
    self.readAvailableStandardInput = readAvailableStandardInput ?? { whole.next() }
  }

  /// The environment of the running process.
  public static var process: ToolEnvironment {
    ToolEnvironment(
      outputIsTerminal: isatty(STDOUT_FILENO) != 0,
      noColor: ProcessInfo.processInfo.environment["NO_COLOR"],
      readAvailableStandardInput: { FileHandle.standardInput.availableData })
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set to anything non-empty
  /// (https://no-color.org).
  public var usesColor: Bool {
    outputIsTerminal && (noColor ?? "").isEmpty
  }

  /// The absolute, standardized form of `path`, with symbolic links resolved, so that two names
  /// of one file compare equal.
  func resolve(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
  }
}

/// All of an input on the first read, nothing after.
private final class OneShotInput: Sendable {
  let read: @Sendable () -> Data
  private let done = Mutex(false)

  init(read: @escaping @Sendable () -> Data) {
    self.read = read
  }

  func next() -> Data {
    done.withLock { done in
      defer { done = true }
      return done ? Data() : read()
    }
  }
}
