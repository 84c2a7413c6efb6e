import Foundation
import ResponderLabLearn

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
    hintsRevealed[String(number)] = max(count, hints(of: number))
  }

  /// Takes in what `other` recorded: its solved exercises and, per exercise, the larger number of
  /// hints. Nothing recorded on either side is lost; `current` stays this progress's own.
  mutating func merge(_ other: LearnProgress) {
    for number in other.solved { markSolved(number) }
    for (key, count) in other.hintsRevealed {
      hintsRevealed[key] = max(count, hintsRevealed[key] ?? 0)
    }
  }

  /// This progress with `current` in place of its own: a session keeps its own exercise while the
  /// file's `current` follows the last writer.
  func keeping(current: Int) -> LearnProgress {
    var copy = self
    copy.current = current
    return copy
  }

  /// Where a learner carries on: the first exercise of the course not solved yet, or the current
  /// one once every exercise is solved.
  var resumePoint: Int {
    LearnCourse.exercises.first { !isSolved($0.number) }?.number ?? current
  }

  /// The first unsolved exercise after `number` in the course, wrapping round to the start; nil
  /// when every other exercise is solved.
  func nextUnsolved(after number: Int) -> Int? {
    let numbers = LearnCourse.exercises.map(\.number)
    guard let index = numbers.firstIndex(of: number) else { return resumePoint }
    let order = numbers[(index + 1)...] + numbers[..<index]
    return order.first { !isSolved($0) }
  }
}
