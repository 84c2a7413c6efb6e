import Foundation
package import ResponderLabLearn

/// Checks an exercise the way a learner would by hand: `swift build --product exercise-NN`, then
/// runs the built executable, which prints its verdict and exits 0 when the check passes.
///
/// Output goes through temporary files rather than pipes, so that long compiler output can never
/// block the child. After the first build only the learner's file and the link are redone.
package struct SwiftPMExerciseRunner: ExerciseRunner {
  /// Whether to ask the check for colour.
  var usesColor: Bool
  /// How long a check may run before it is stopped.
  var timeout: Double = 30

  package func check(_ exercise: Exercise, in workspace: LearnWorkspace) -> CheckOutcome {
    let build = Self.run(
      ["swift", "build", "--product", exercise.targetName], in: workspace.root, timeout: 900)
    guard build.status == 0 else {
      return .buildFailed(diagnostics: Self.errors(in: build.output, file: exercise.path))
    }
    var environment = ProcessInfo.processInfo.environment
    if usesColor { environment["RESPONDER_LAB_COLOR"] = "1" }
    var binary = workspace.root + "/.build/debug/" + exercise.targetName
    if !FileManager.default.isExecutableFile(atPath: binary) {
      // NB: `.build/debug` is SwiftPM's usual link to the binaries; ask SwiftPM when it is not.
      let path = Self.run(["swift", "build", "--show-bin-path"], in: workspace.root, timeout: 120)
      binary =
        path.output.split(separator: "\n").last.map(String.init).map {
          $0.trimmingCharacters(in: .whitespaces)
        }.map { $0 + "/" + exercise.targetName } ?? binary
    }
    let result = Self.run([binary], in: workspace.root, timeout: timeout, environment: environment)
    if result.timedOut { return .timedOut(seconds: timeout) }
    switch result.status {
    case 0: return .checked(passed: true, text: result.output)
    case 1: return .checked(passed: false, text: result.output)
    default: return .crashed(output: result.output)
    }
  }

  /// The compiler's errors, each with the source lines printed under it, without duplicates (the
  /// compiler reports some errors twice) and with paths relative to the package; at most 40 lines.
  package static func errors(in output: String, file: String) -> String {
    var blocks: [[String]] = []
    var current: [String]?
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("/"), line.contains(": error: ") {
        if let current { blocks.append(current) }
        let relative = line.range(of: file).map { String(line[$0.lowerBound...]) } ?? line
        current = [relative]
      } else if current != nil, line.hasPrefix(" ") || line.first?.isNumber == true {
        current?.append(line)
      } else if let finished = current {
        blocks.append(finished)
        current = nil
      }
    }
    if let current { blocks.append(current) }
    var seen: Set<[String]> = []
    let unique = blocks.filter { seen.insert($0).inserted }
    guard !unique.isEmpty else {
      let lines = output.split(separator: "\n").map(String.init)
      return lines.filter { $0.contains("error:") }.suffix(40).joined(separator: "\n")
    }
    return unique.flatMap { $0 }.prefix(40).joined(separator: "\n")
  }

  struct Result {
    var status: Int32
    var output: String
    var timedOut: Bool
  }

  /// Runs `arguments` (through `env`, so that `swift` is found on the path) in `directory`, with
  /// standard output and error in one temporary file.
  static func run(
    _ arguments: [String], in directory: String, timeout: Double,
    environment: [String: String]? = nil
  ) -> Result {
    let logPath =
      NSTemporaryDirectory() + "responder-lab-learn-\(getpid())-\(UUID().uuidString).log"
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    guard let log = FileHandle(forWritingAtPath: logPath) else {
      return Result(status: -1, output: "Could not write \(logPath).", timedOut: false)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if let environment { process.environment = environment }
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return Result(status: -1, output: "Could not run \(arguments[0]): \(error)", timedOut: false)
    }
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        process.terminate()
        process.waitUntilExit()
        break
      }
      usleep(20_000)
    }
    try? log.close()
    let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    // A signal (a trap from fatalError or a force unwrap) reads as 128 + its number, as in a shell.
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return Result(status: status, output: output, timedOut: timedOut)
  }
}
