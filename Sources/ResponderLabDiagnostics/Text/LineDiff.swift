/// A line-by-line difference between two texts, as `-`/`+` lines, found with a longest common
/// subsequence.
public struct LineDiff: Hashable, Sendable {
  /// One line of the difference.
  public enum Line: Hashable, Sendable {
    /// A line both texts have.
    case same(String)
    /// A line only the old text has.
    case removed(String)
    /// A line only the new text has.
    case added(String)
  }

  /// Every line, in order.
  public let lines: [Line]

  /// Compares `old` with `new`.
  public init(old: String, new: String) {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(.removed(a[i]))
        i += 1
      } else {
        result.append(.added(b[j]))
        j += 1
      }
    }
    lines = result
  }

  /// Whether the texts are the same.
  public var isEmpty: Bool {
    lines.allSatisfy {
      if case .same = $0 { return true }
      return false
    }
  }

  /// The changed lines only, `- old` and `+ new`.
  public var changes: [String] {
    lines.compactMap {
      switch $0 {
      case .same: nil
      case .removed(let line): "- " + line
      case .added(let line): "+ " + line
      }
    }
  }
}
