import Foundation

/// What the reference solution does differently from the learner's passing file: the code lines
/// (comments and blank lines left out, indentation ignored) that only one of them has, in order.
struct SolutionComparison {
  /// The learner's file.
  var mine: String
  /// The reference solution.
  var reference: String

  /// The lines only the learner's file has (`- `) or only the reference has (`+ `), at most
  /// `limit` of them; empty when the code is the same.
  func differences(limit: Int = 14) -> [String] {
    let left = Self.codeLines(mine)
    let right = Self.codeLines(reference)
    // Longest common subsequence, by dynamic programming: the files are a few dozen lines.
    var lengths = Array(
      repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in stride(from: left.count - 1, through: 0, by: -1) {
      for j in stride(from: right.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          left[i] == right[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < left.count || j < right.count {
      if i < left.count, j < right.count, left[i] == right[j] {
        i += 1
        j += 1
      } else if j < right.count, i == left.count || lengths[i][j + 1] >= lengths[i + 1][j] {
        lines.append("+ " + right[j])
        j += 1
      } else {
        lines.append("- " + left[i])
        i += 1
      }
    }
    return lines.count > limit ? Array(lines.prefix(limit)) + ["  …"] : lines
  }

  private static func codeLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty && !$0.hasPrefix("//")
    }
  }
}
