import Foundation

/// Writes recorded inline snapshots into test files, one at a time.
///
/// Recording one snapshot can add or remove lines of its file, which moves the calls below it; the
/// writer remembers, per file, how many lines each rewrite added, so later calls in the same run
/// still find their literal by their original `#line`.
final class InlineSnapshotWriter: @unchecked Sendable {
  /// The writer of this process.
  static let shared = InlineSnapshotWriter()

  private let lock = NSLock()
  private var shifts: [String: [(line: Int, added: Int)]] = [:]

  /// Why a snapshot could not be written.
  enum Failure: Error, CustomStringConvertible {
    case unreadable(String)
    case rewrite(String, InlineSnapshotRewrite.Failure)
    case unwritable(String)

    var description: String {
      switch self {
      case .unreadable(let path): "\(path) cannot be read."
      case .rewrite(let path, let failure): "\(path): \(failure)"
      case .unwritable(let path): "\(path) cannot be written. To fix, make it writable."
      }
    }
  }

  /// Replaces the literal of the call at `callLine` of `path` with `text`.
  func record(_ text: String, inFile path: String, callLine: Int) throws(Failure) {
    lock.lock()
    defer { lock.unlock() }
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
    let source = String(decoding: data, as: UTF8.self)
    let shift = (shifts[path] ?? []).filter { $0.line < callLine }.reduce(0) { $0 + $1.added }
    let rewritten: (source: String, addedLines: Int)
    do {
      rewritten = try InlineSnapshotRewrite.replacing(
        literalOfCallAt: callLine + shift, in: source, with: text)
    } catch {
      throw .rewrite(path, error)
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(rewritten.source.utf8))
    else { throw .unwritable(path) }
    shifts[path, default: []].append((callLine, rewritten.addedLines))
  }
}
