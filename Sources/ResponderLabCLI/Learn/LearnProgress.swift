import Foundation
import ResponderLabLearn

/// What a learner has done so far: the current exercise, the solved ones and the hints revealed.
///
/// Saved as `.responder-lab/progress.json` under the package by ``LearnProgressStore``. Exercises
/// are recorded by their stable names (``Exercise/id``, such as `NextToController`), not their
/// numbers, so that adding an exercise never shifts a learner's passes onto another one. A file of
/// version 1, which recorded the first edition's numbers, is read and carried over.
struct LearnProgress: Equatable, Sendable {
  /// The format's version.
  static let currentVersion = 2
  /// The stable name of the exercise being worked on.
  var currentID: String = LearnCourse.exercises[0].id
  /// The stable names of the exercises whose checks passed, in course order.
  var solvedIDs: [String] = []
  /// How many hints of each exercise were revealed, by stable name.
  var hintsRevealed: [String: Int] = [:]

  /// The exercise being worked on, by number.
  var current: Int {
    get { LearnCourse.exercise(id: currentID)?.number ?? 1 }
    set { currentID = LearnCourse.exercise(newValue)?.id ?? currentID }
  }

  /// The numbers of the solved exercises, in order.
  var solved: [Int] {
    solvedIDs.compactMap { LearnCourse.exercise(id: $0)?.number }.sorted()
  }

  func isSolved(_ number: Int) -> Bool {
    guard let id = LearnCourse.exercise(number)?.id else { return false }
    return solvedIDs.contains(id)
  }

  mutating func markSolved(_ number: Int) {
    guard let id = LearnCourse.exercise(number)?.id else { return }
    markSolved(id: id)
  }

  mutating func markSolved(id: String) {
    guard !solvedIDs.contains(id) else { return }
    solvedIDs.append(id)
    let order = LearnCourse.exercises.map(\.id)
    // Names the course no longer has (a file from a newer course, say) are kept, at the end.
    solvedIDs.sort { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
  }

  func hints(of number: Int) -> Int {
    LearnCourse.exercise(number).map { hintsRevealed[$0.id] ?? 0 } ?? 0
  }

  mutating func setHints(_ count: Int, of number: Int) {
    guard let id = LearnCourse.exercise(number)?.id else { return }
    hintsRevealed[id] = max(count, hintsRevealed[id] ?? 0)
  }

  /// Takes in what `other` recorded: its solved exercises and, per exercise, the larger number of
  /// hints. Nothing recorded on either side is lost; `current` stays this progress's own.
  mutating func merge(_ other: LearnProgress) {
    for id in other.solvedIDs { markSolved(id: id) }
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

extension LearnProgress: Codable {
  private enum Keys: String, CodingKey {
    case version, current, solved, hintsRevealed
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    if version == 1 {
      // The first edition recorded numbers 1–15.
      let ids = LearnCourse.firstEditionIDs
      if let current = try container.decodeIfPresent(Int.self, forKey: .current),
        let id = ids[current]
      {
        currentID = id
      }
      for number in try container.decodeIfPresent([Int].self, forKey: .solved) ?? [] {
        if let id = ids[number] { markSolved(id: id) }
      }
      let hints = try container.decodeIfPresent([String: Int].self, forKey: .hintsRevealed) ?? [:]
      for (key, count) in hints {
        if let number = Int(key), let id = ids[number] { hintsRevealed[id] = count }
      }
      return
    }
    guard version == Self.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "progress version \(version) is newer than this tool's")
    }
    currentID = try container.decodeIfPresent(String.self, forKey: .current) ?? currentID
    for id in try container.decodeIfPresent([String].self, forKey: .solved) ?? [] {
      markSolved(id: id)
    }
    hintsRevealed =
      try container.decodeIfPresent([String: Int].self, forKey: .hintsRevealed) ?? [:]
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(currentID, forKey: .current)
    try container.encode(solvedIDs, forKey: .solved)
    try container.encode(hintsRevealed, forKey: .hintsRevealed)
  }
}
