import Foundation

/// The process's resident memory, read from Linux's `/proc/self/status`.
public enum ProcessMemory {
  /// The value in bytes of a `kB` field of a `/proc/<pid>/status` text (`VmHWM`, `VmRSS`), or nil.
  public static func bytes(of field: String, inStatus status: String) -> Int? {
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let number = line.dropFirst(field.count + 1).filter(\.isNumber)
      return Int(number).map { $0 * 1024 }
    }
    return nil
  }

  /// The peak resident set size (`VmHWM`) in bytes, or nil where `/proc` is missing.
  public static var peakResidentBytes: Int? {
    status.flatMap { bytes(of: "VmHWM", inStatus: $0) }
  }

  /// The current resident set size (`VmRSS`) in bytes, or nil where `/proc` is missing.
  public static var residentBytes: Int? {
    status.flatMap { bytes(of: "VmRSS", inStatus: $0) }
  }

  /// Resets the peak resident set size to the current one (Linux's `clear_refs` command 5).
  /// Returns whether it worked.
  @discardableResult
  public static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  private static var status: String? {
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.readToEnd() else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
