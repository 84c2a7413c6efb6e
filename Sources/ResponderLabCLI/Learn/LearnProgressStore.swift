import Foundation

/// Reads and writes ``LearnProgress`` so that no writer undoes another and a crash never tears the
/// file.
///
/// Every change goes through ``update(_:)``: under an exclusive lock on `progress.lock`, it reads
/// the file as it is now, applies the change and writes the result. A session that has been open
/// for an hour and a one-shot `learn check` in another terminal therefore never drop each other's
/// passes. Each write goes to a temporary file in the same directory, is flushed to disk and renamed
/// over the old file, so a crash or a kill at any moment leaves the old progress or the new.
struct LearnProgressStore: Sendable {
  /// The directory that holds the progress file: `<package>/.responder-lab`.
  var directory: String

  /// The progress file.
  var path: String { directory + "/progress.json" }

  /// The lock file that serialises writers, beside the progress file.
  var lockPath: String { directory + "/progress.lock" }

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

  /// Re-reads the file, applies `change` to what it holds and writes the result atomically, all
  /// under the lock; returns the progress as written.
  @discardableResult
  func update(_ change: (inout LearnProgress) -> Void) throws -> LearnProgress {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let lock = open(lockPath, O_RDWR | O_CREAT, 0o644)
    guard lock >= 0 else { throw CocoaError(.fileWriteNoPermission) }
    defer { close(lock) }
    // NB: flock waits for a writer in another process; the lock goes with the descriptor.
    flock(lock, LOCK_EX)
    defer { flock(lock, LOCK_UN) }
    var progress = load()
    change(&progress)
    try write(progress)
    return progress
  }

  /// Merges `progress` into the file: its passes and hints are added to the ones recorded there,
  /// and its `current` is kept. Never drops a pass another writer recorded.
  @discardableResult
  func save(_ progress: LearnProgress) throws -> LearnProgress {
    try update { saved in
      var merged = progress
      merged.merge(saved)
      saved = merged
    }
  }

  private func write(_ progress: LearnProgress) throws {
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
