import Foundation
import Testing

/// The `responder-lab` executable `swift build` made, run as a user runs it: from the package's
/// root, with arguments, standard input and environment variables.
enum BuiltBinary {
  /// The executable next to the test bundle, when `swift build` has built it.
  static let path: String? = {
    var url = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = url.appendingPathComponent("responder-lab").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }()

  /// The folder that holds it, to put on `PATH` for the shells.
  static var folder: String? {
    path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
  }

  /// One run's exit status and text.
  struct Outcome {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs the executable with `arguments`, `input` on standard input.
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
  ) throws -> Outcome {
    let executable = try #require(path, "build responder-lab first: swift build")
    return try Subprocess.run(
      executable, arguments, input: input, environment: environment,
      directory: ToolRunRoot.packageRoot)
  }

  /// Runs `line`, split at spaces.
  static func run(_ line: String, input: String? = nil) throws -> Outcome {
    try run(line.split(separator: " ").map(String.init), input: input)
  }
}

/// The package's root, found from this file's path, for code outside the main actor.
enum ToolRunRoot {
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()
}

/// A child process, its standard input written and its output read whole.
enum Subprocess {
  static func run(
    _ executable: String, _ arguments: [String], input: String? = nil,
    environment: [String: String] = [:], directory: String
  ) throws -> BuiltBinary.Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    // Writes the input on another thread, so that a large input cannot block against a full
    // output pipe.
    let data = Data((input ?? "").utf8)
    let writer = standardInput.fileHandleForWriting
    let thread = Thread {
      writer.write(data)
      try? writer.close()
    }
    thread.start()
    let errorData = ErrorReader(errors.fileHandleForReading)
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: errorData.wait(), as: UTF8.self)
    process.waitUntilExit()
    return BuiltBinary.Outcome(status: process.terminationStatus, output: out, errors: err)
  }
}

/// Reads a pipe to its end on its own thread.
final class ErrorReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
