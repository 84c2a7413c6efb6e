import Foundation
import ResponderLabLearn

/// The package a learner works in: where the exercises, starters and progress are.
package struct LearnWorkspace: Sendable {
  /// The package's root directory.
  package var root: String

  /// A workspace at `root`.
  package init(root: String) {
    self.root = root
  }

  /// Finds the package root from `directory` or one of its parents: the first that holds
  /// `Package.swift` and `Playgrounds/Starters`.
  static func find(from directory: String) -> LearnWorkspace? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.path
      let manager = FileManager.default
      if manager.fileExists(atPath: candidate + "/Package.swift"),
        manager.fileExists(atPath: candidate + "/Playgrounds/Starters")
      {
        return LearnWorkspace(root: candidate)
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// The progress store, under `.responder-lab/` (ignored by git).
  var progressStore: LearnProgressStore {
    LearnProgressStore(directory: root + "/.responder-lab")
  }

  /// The absolute path of a path relative to the root.
  func absolute(_ relative: String) -> String {
    root + "/" + relative
  }

  /// Puts the pristine starter of `exercise` back, keeping the learner's file in
  /// `.responder-lab/backups/`, numbered per reset. Returns the backup's path, or nil when there was
  /// nothing to keep.
  func reset(_ exercise: Exercise) throws -> String? {
    let manager = FileManager.default
    let target = absolute(exercise.path)
    let starter = try Data(contentsOf: URL(fileURLWithPath: absolute(exercise.starterPath)))
    var backup: String?
    if let current = manager.contents(atPath: target), current != starter {
      let directory = root + "/.responder-lab/backups"
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
      // Each reset keeps its own numbered copy, so a second reset never overwrites the first.
      var number = 1
      var path = directory + "/\(exercise.folder)-1-\(exercise.fileName)"
      while manager.fileExists(atPath: path) {
        number += 1
        path = directory + "/\(exercise.folder)-\(number)-\(exercise.fileName)"
      }
      try current.write(to: URL(fileURLWithPath: path), options: .atomic)
      backup = path
    }
    try starter.write(to: URL(fileURLWithPath: target), options: .atomic)
    return backup
  }

  /// The text of the reference solution of `exercise`.
  func solution(of exercise: Exercise) throws -> String {
    try String(contentsOfFile: absolute(exercise.solutionPath), encoding: .utf8)
  }
}
