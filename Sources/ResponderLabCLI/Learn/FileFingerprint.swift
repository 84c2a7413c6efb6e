import Foundation

/// A file's modification time and size, compared to notice an edit.
struct FileFingerprint: Equatable, Sendable {
  var modified: TimeInterval
  var size: Int
}
