import Foundation
import FuzzSupport
import ResponderLabDevice
import ResponderLabDiagnostics
import ResponderLabScenarios

/// The line that separates the files of one input: the parts are dumps of one moment, joined.
let fileSeparator = "\n---8<---\n"

/// libFuzzer's entry point: the bytes are device dumps of one moment, one file per part (split at
/// each `---8<---` line), in every syntax devices print. When they import, joined, the world must
/// hold what a join promises, and what the simulator writes back it must read again:
///
/// - every responder's chain ends, without a loop;
/// - each dump, written back as `import --check` compares it, imports again on its own: the
///   readers accept what the writers print.
///
/// A thrown ``InputError`` for the input is an expected answer; a broken promise, a crash, a hang
/// or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func dumpJoinFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  MainActor.assumeIsolated {
    let files = text.components(separatedBy: fileSeparator).enumerated().map { index, part in
      (file: "part\(index + 1).txt", text: part)
    }
    guard let world = try? DumpImporter.importDumps(files) else { return }
    defer { world.device.tearDown() }
    checkChains(of: world)
    for dump in world.importedDumps {
      checkRoundTrip(of: dump, in: world)
    }
  }
  return 0
}

/// Stops the process if a responder's chain loops.
@MainActor
private func checkChains(of world: LabWorld) {
  let responders = world.allResponders
  for start in responders {
    var seen: Set<ObjectIdentifier> = []
    var responder: UIResponder? = start
    while let current = responder {
      guard seen.insert(ObjectIdentifier(current)).inserted else {
        fatalError("the chain from \(start.objectName) loops at \(current.objectName)")
      }
      responder = current.next
    }
  }
}

/// Stops the process if `dump`, written back in the stable style (as `import --check` compares
/// it), does not import again.
///
/// NB: that it is written back the same way the second time does not hold yet: a description cut
/// short (`<UITableView: 0x…; gestureRecognizers = <NSArr`) is written back with its brackets
/// closed, so only reading it again is checked.
@MainActor
private func checkRoundTrip(of dump: ImportedDump, in world: LabWorld) {
  let written = DumpFormats.write(dump, in: world, style: .stable, onlyShown: true)
  guard !written.isEmpty else { return }
  do {
    let again = try DumpImporter(file: "written.txt").importDump(written, format: dump.format)
    again.device.tearDown()
  } catch {
    fatalError("the simulator does not read what it wrote for \(dump.file): \(error)\n\(written)")
  }
}

#if FUZZING
  /// The entry point a debug build calls instead of libFuzzer's `main` (see ``FuzzerDriver``).
  @_cdecl("DumpJoinFuzzer_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    FuzzerDriver.run(argc: argc, argv: argv) { data, size in dumpJoinFuzzInput(data, size) }
  }
#else
  /// Replays files (or every file of folders) through the fuzz entry point, as a regression check of
  /// a corpus without the fuzzer: `DumpJoinFuzzer Fuzz/Corpus/dump-join`.
  @main
  enum DumpJoinReplay {
    static func main() {
      let count = FuzzInputReplay.replay(
        CommandLine.arguments.dropFirst(), through: dumpJoinFuzzInput)
      print("replayed \(count) input(s) without a crash")
    }
  }
#endif
