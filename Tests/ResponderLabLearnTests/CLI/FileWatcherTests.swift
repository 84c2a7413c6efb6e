import Foundation
import Testing

@testable import ResponderLabCLI

@Suite("The learner's file is watched through inotify where there is one, else polled")
@MainActor
struct FileWatcherTests {
  static func temporaryFile() throws -> String {
    let directory = NSTemporaryDirectory() + "responder-lab-watch-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/Exercise.swift"
    try "// one\n".write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(
    "With events: a save in place and a save by rename are each noticed once; a sibling is not",
    arguments: [true, false])
  func noticesSaves(useEvents: Bool) throws {
    let path = try Self.temporaryFile()
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let watcher = ExerciseFileWatcher(path: path, useEvents: useEvents)
    #if os(Linux)
      #expect(watcher.usesEvents == useEvents)
    #endif
    #expect(!watcher.changed())
    try "// two, a longer line\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(watcher.changed())
    #expect(!watcher.changed())
    try "// three, renamed over the old one\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(watcher.changed())
    try "// a sibling\n".write(
      toFile: path + ".other.swift", atomically: false, encoding: .utf8)
    #expect(!watcher.changed())
  }
}
