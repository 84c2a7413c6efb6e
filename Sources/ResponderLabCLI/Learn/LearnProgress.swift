import Foundation

/// What a learner has done so far: the current exercise, the solved ones and the hints revealed.
///
/// Saved as `.responder-lab/progress.json` under the package by ``LearnProgressStore``.
struct LearnProgress: Codable, Equatable, Sendable {
  /// The format's version, for later changes.
  var version = 1
  /// The exercise being worked on.
  var current = 1
  /// The exercises whose checks passed.
  var solved: [Int] = []
  /// How many hints of each exercise were revealed, keyed by the exercise's number as text.
  var hintsRevealed: [String: Int] = [:]

  func isSolved(_ number: Int) -> Bool { solved.contains(number) }

  mutating func markSolved(_ number: Int) {
    if !solved.contains(number) {
      solved.append(number)
      solved.sort()
    }
  }

  func hints(of number: Int) -> Int { hintsRevealed[String(number)] ?? 0 }

  mutating func setHints(_ count: Int, of number: Int) {
    hintsRevealed[String(number)] = count
  }
}
