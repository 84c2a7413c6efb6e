import Foundation

/// The worlds loaded in one session, each kept as the files it was read from, in a private
/// temporary folder that goes when the session ends. A tool call reads a world's files again, as
/// the command line would: the simulation is deterministic, so every call sees the same world, at
/// the step it asks for, and no call changes what the next one sees.
@MainActor
final class MCPWorkspace {
  /// A loaded world.
  struct World {
    /// Its id: `world-1`, `world-2`, … in the order loaded.
    var id: String
    /// Whether it is a scenario (one `.json` file) rather than dumps of one moment.
    var isScenario: Bool
    /// The names of its files, in order, relative to ``folder``.
    var files: [String]
    /// The folder that holds them.
    var folder: String
  }

  private(set) var worlds: [World] = []
  private var root: String?
  private var loaded = 0

  /// The world called `id`, or a failure naming the worlds there are.
  func world(_ id: String) -> Result<World, ToolFailure> {
    if let world = worlds.first(where: { $0.id == id }) { return .success(world) }
    let ids = worlds.map(\.id)
    let known =
      ids.isEmpty
      ? "No world is loaded yet: load one with import_dump or load_scenario."
      : "Loaded: \(ids.joined(separator: ", "))."
    let suggestion = Suggestion.nearest(to: id, in: ids).map { " Did you mean '\($0)'?" } ?? ""
    return .failure(ToolFailure("No world '\(id)'.\(suggestion) \(known)"))
  }

  /// Writes `files` into a new world's folder, under names the command line reads as `kind` says:
  /// a scenario's name ends in `.json`, a dump's does not.
  func add(_ files: [(name: String?, text: String)], isScenario: Bool) -> Result<World, ToolFailure>
  {
    guard let root = root ?? makeRoot() else {
      return .failure(
        ToolFailure(
          "Cannot create a temporary folder for the session's worlds in '\(NSTemporaryDirectory())'. To fix, set TMPDIR to a folder that can be written."
        ))
    }
    self.root = root
    loaded += 1
    let id = "world-\(loaded)"
    let folder = root + "/" + id
    var names: [String] = []
    for (index, file) in files.enumerated() {
      var name = Self.fileName(file.name, number: index + 1, isScenario: isScenario)
      while names.contains(name) { name = "\(index + 1)-" + name }
      names.append(name)
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: false)
      for (name, file) in zip(names, files) {
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
      }
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      return .failure(
        ToolFailure(
          "Cannot write the world's files in '\(folder)': \(error.localizedDescription). To fix, free some space or set TMPDIR to a folder that can be written."
        ))
    }
    let world = World(id: id, isScenario: isScenario, files: names, folder: folder)
    worlds.append(world)
    return .success(world)
  }

  /// Forgets a world that failed to load, and its files.
  func remove(_ world: World) {
    worlds.removeAll { $0.id == world.id }
    try? FileManager.default.removeItem(atPath: world.folder)
  }

  /// Deletes the session's folder and every world in it.
  func removeAll() {
    if let root { try? FileManager.default.removeItem(atPath: root) }
    root = nil
    worlds = []
  }

  /// A file name for a world: the last part of the name given, without characters a file name
  /// cannot hold, and ending in `.json` exactly when it is a scenario.
  static func fileName(_ given: String?, number: Int, isScenario: Bool) -> String {
    var name = String(
      (given ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? ""
    ).filter { $0 != "\0" && !$0.isNewline }
    name = String(name.prefix(100))
    if name.isEmpty || name == "." || name == ".." || name == "-" {
      name = isScenario ? "scenario-\(number).json" : "dump-\(number).txt"
    }
    if isScenario, !name.hasSuffix(".json") { name += ".json" }
    if !isScenario, name.hasSuffix(".json") { name += ".txt" }
    return name
  }

  private func makeRoot() -> String? {
    let temporary = NSTemporaryDirectory()
    let base = temporary.hasSuffix("/") ? temporary : temporary + "/"
    var template = Array((base + "responder-lab-mcp.XXXXXX").utf8CString)
    return template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let start = buffer.baseAddress, mkdtemp(start) != nil else { return nil }
      return String(cString: start)
    }
  }
}
