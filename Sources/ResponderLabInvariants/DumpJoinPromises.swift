import ResponderLabDevice
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// What an import of dumps of one moment promises, whatever the dumps hold: the dump-join fuzzer
/// checks every input by these rules, and the test of its past findings replays them the same way.
///
/// - every responder's chain ends, without a loop;
/// - each dump, written back as `import --check` compares it, imports again on its own;
/// - each file, written back as `import --addresses` prints it (the device's own lines where the
///   simulator agrees), imports again on its own: the readers accept what the writers print;
/// - the device's teardown frees every responder the import made, wherever the join hung it.
@MainActor
package enum DumpJoinPromises {
  /// The line that separates the files of one input: the parts are dumps of one moment, joined.
  package static let fileSeparator = "\n---8<---\n"

  /// The files of one input, split at each `---8<---` line.
  package static func files(of text: String) -> [(file: String, text: String)] {
    text.components(separatedBy: fileSeparator).enumerated().map { index, part in
      (file: "part\(index + 1).txt", text: part)
    }
  }

  /// The first promise the import of `files` breaks, or nil when they all hold or the files are
  /// refused with an `InputError` (an expected answer).
  package static func firstBrokenPromise(importing files: [(file: String, text: String)])
    -> String?
  {
    var made: [WeakResponder] = []
    let broken: String? = {
      guard let world = try? DumpImporter.importDumps(files) else { return nil }
      defer { world.device.tearDown() }
      made = world.allResponders.map(WeakResponder.init)
      return firstBrokenPromise(of: world, importedFrom: files)
    }()
    if let broken { return broken }
    let kept = made.compactMap(\.described)
    guard kept.isEmpty else {
      return
        "the teardown leaves \(kept.count) responder(s) alive: \(kept.prefix(5).joined(separator: ", "))"
    }
    return nil
  }

  private static func firstBrokenPromise(
    of world: LabWorld, importedFrom files: [(file: String, text: String)]
  ) -> String? {
    if let loop = chainLoop(in: world) { return loop }
    for dump in world.importedDumps {
      let written = DumpFormats.write(dump, in: world, style: .stable, onlyShown: true)
      if let failure = failureToReadAgain(written, writtenFor: dump.file) { return failure }
    }
    for (file, text) in files {
      let reexported = DumpReexport.reexport(file, original: text, in: world)
      if let failure = failureToReadAgain(reexported, writtenFor: file) { return failure }
    }
    return nil
  }

  /// A responder the import made, held weakly to see whether the teardown frees it.
  @MainActor
  private final class WeakResponder {
    weak var responder: UIResponder?
    let name: String
    init(_ responder: UIResponder) {
      self.responder = responder
      name = responder.objectName.description
    }
    /// The responder's name while it is still alive.
    var described: String? { responder == nil ? nil : name }
  }

  /// Where a responder's chain loops, if one does.
  private static func chainLoop(in world: LabWorld) -> String? {
    for start in world.allResponders {
      var seen: Set<ObjectIdentifier> = []
      var responder: UIResponder? = start
      while let current = responder {
        guard seen.insert(ObjectIdentifier(current)).inserted else {
          return "the chain from \(start.objectName) loops at \(current.objectName)"
        }
        responder = current.next
      }
    }
    return nil
  }

  /// Why `written`, a dump the simulator printed for `file`, does not import again, if it does not.
  private static func failureToReadAgain(_ written: String, writtenFor file: String) -> String? {
    guard !written.isEmpty else { return nil }
    do {
      let again = try DumpImporter(file: "written.txt").importDump(written)
      again.device.tearDown()
      return nil
    } catch {
      return "the simulator does not read what it wrote for \(file): \(error)\n\(written)"
    }
  }
}
