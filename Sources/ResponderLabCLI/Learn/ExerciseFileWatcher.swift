import Foundation

/// Notices when the learner saves an exercise's file: through inotify where the system offers it
/// (Linux), otherwise by comparing the file's modification time and size at each look.
///
/// Editors save in different ways (write in place, or write a temporary file and rename it over the
/// old one), so inotify watches the file's directory and keeps the events that name the file.
@MainActor
final class ExerciseFileWatcher {
  /// The file watched.
  let path: String
  /// A descriptor that becomes readable when an event arrives, for a key source to wait on; nil
  /// when polling.
  private(set) var descriptor: Int32?
  private let fileName: String
  private var lastFingerprint: FileFingerprint?

  /// Starts watching `path`; `useEvents: false` forces polling (for tests and odd file systems).
  init(path: String, useEvents: Bool = true) {
    self.path = path
    self.fileName = (path as NSString).lastPathComponent
    lastFingerprint = Self.fingerprint(of: path)
    if useEvents {
      descriptor = Self.startEvents(directory: (path as NSString).deletingLastPathComponent)
    }
  }

  isolated deinit {
    if let descriptor { close(descriptor) }
  }

  /// Whether file events are used (else the file is polled).
  var usesEvents: Bool { descriptor != nil }

  /// Whether the file changed since the last call (or since the watcher started).
  func changed() -> Bool {
    if let descriptor {
      return Self.drainEvents(descriptor, naming: fileName)
    }
    let now = Self.fingerprint(of: path)
    guard now != lastFingerprint else { return false }
    lastFingerprint = now
    return true
  }

  /// Forgets changes made so far, after a check read the file.
  func acknowledge() {
    if let descriptor { _ = Self.drainEvents(descriptor, naming: fileName) }
    lastFingerprint = Self.fingerprint(of: path)
  }

  private static func fingerprint(of path: String) -> FileFingerprint? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return nil
    }
    return FileFingerprint(
      modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
      size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
  }

  #if canImport(Glibc)
    private static func startEvents(directory: String) -> Int32? {
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY)
      guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      return descriptor
    }

    /// Reads every pending event; true when one names `fileName`.
    private static func drainEvents(_ descriptor: Int32, naming fileName: String) -> Bool {
      var matched = false
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        // Each event: wd (4 bytes), mask (4), cookie (4), len (4), then len bytes of name.
        while offset + 16 <= count {
          let length = buffer[(offset + 12)..<(offset + 16)].reversed().reduce(0) {
            $0 << 8 | Int($1)
          }
          let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix {
            $0 != 0
          }
          if String(decoding: nameBytes, as: UTF8.self) == fileName { matched = true }
          offset += 16 + length
        }
      }
      return matched
    }
  #else
    private static func startEvents(directory: String) -> Int32? { nil }
    private static func drainEvents(_ descriptor: Int32, naming fileName: String) -> Bool { false }
  #endif
}
