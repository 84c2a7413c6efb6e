import Foundation

/// Reads and writes ``LearnProgress`` so that a crash or a kill at any moment leaves either the old
/// file or the new one, never half of one: each save writes a temporary file in the same directory,
/// flushes it to disk and renames it over the old file.
struct LearnProgressStore: Sendable {
  /// The directory that holds the progress file: `<package>/.responder-lab`.
  var directory: String

  /// The progress file.
  var path: String { directory + "/progress.json" }

  /// Whether a progress file exists yet (false on a learner's first run).
  var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// The saved progress, or a fresh start when there is none or it cannot be read. A file that
  /// cannot be read (edited by hand, say) is kept as `progress.json.unreadable` rather than lost.
  func load() -> LearnProgress {
    guard let data = FileManager.default.contents(atPath: path) else { return LearnProgress() }
    guard let progress = try? JSONDecoder().decode(LearnProgress.self, from: data) else {
      rename(path, path + ".unreadable")
      return LearnProgress()
    }
    return progress
  }

  /// Saves `progress` atomically.
  func save(_ progress: LearnProgress) throws {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(progress) + Data("\n".utf8)
    let temporary = directory + "/.progress.json.\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      throw CocoaError(.fileWriteUnknown)
    }
    // NB: flush the new file's bytes before the rename makes it visible, so that a power loss
    // after the rename cannot leave an empty file in place of the old one.
    let descriptor = open(temporary, O_RDONLY)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}
