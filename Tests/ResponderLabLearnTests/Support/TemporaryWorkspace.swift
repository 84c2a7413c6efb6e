import Foundation
import LearnStarters
import ResponderLabCLI
import ResponderLabLearn

/// A temporary copy of the package's learn files: Package.swift and Playgrounds/.
@MainActor
final class TemporaryWorkspace {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "responder-lab-learn-tests-" + UUID().uuidString
    let manager = FileManager.default
    try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    try manager.copyItem(
      atPath: CourseTests.packageRoot + "/Playgrounds", toPath: root + "/Playgrounds")
    try "// A stand-in manifest.\n".write(
      toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  var progressPath: String { root + "/.responder-lab/progress.json" }

  /// Runs `responder-lab learn` in-process with `arguments`, checking with `verdicts` and typing
  /// `keys`.
  func learn(
    _ arguments: [String],
    verdicts: @escaping @MainActor (Int) -> Verdict? = {
      StarterSubmissions.verdict(for: $0)
    }, keys: String = "", keySource: (any KeySource)? = nil
  ) -> (code: CommandLineTool.ExitCode, output: String, errors: String) {
    var output = ""
    var errors = ""
    let code = LearnCommand.run(
      arguments: arguments + ["--package-path", root],
      environment: ToolEnvironment(currentDirectory: "/"),
      runner: InProcessExerciseRunner(verdict: verdicts), keys: keySource ?? ScriptedKeys(keys),
      output: &output, errors: &errors)
    return (code, output, errors)
  }

  func progress() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: progressPath))
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }
}
