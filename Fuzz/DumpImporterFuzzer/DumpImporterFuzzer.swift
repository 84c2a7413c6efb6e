import Foundation
import FuzzSupport
import ResponderLabDiagnostics
import ResponderLabScenarios
import ResponderLabDevice

/// libFuzzer's entry point: imports the bytes as a device's dump and, if they import, dumps the
/// world again in the text formats.
///
/// A thrown ``InputError`` is an expected answer; only a crash, a hang or a sanitizer report is a
/// finding. Built with `-sanitize=fuzzer` by `Scripts/fuzz.sh`; a plain build replays files instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func dumpImporterFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  MainActor.assumeIsolated {
    do {
      let world = try DumpImporter(file: "fuzz.txt").importDump(text)
      // NB: a world keeps its presentations (and their cycles, FIDELITY 2.7) until torn down.
      defer { world.device.tearDown() }
      if let view = world.rootView { _ = ViewTreeDump().render(view) }
      if let controller = world.rootController { _ = ControllerTreeDump().render(controller) }
    } catch {
      _ = String(describing: error)
    }
  }
  return 0
}

#if FUZZING
  /// The entry point a debug build calls instead of libFuzzer's `main` (see ``FuzzerDriver``).
  @_cdecl("DumpImporterFuzzer_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    FuzzerDriver.run(argc: argc, argv: argv) { data, size in dumpImporterFuzzInput(data, size) }
  }
#else
  /// Replays files (or every file of folders) through the fuzz entry point, as a regression check of
  /// a corpus without the fuzzer: `DumpImporterFuzzer Fuzz/Corpus/dump`.
  @main
  enum DumpImporterReplay {
    static func main() {
      let count = FuzzInputReplay.replay(
        CommandLine.arguments.dropFirst(), through: dumpImporterFuzzInput)
      print("replayed \(count) input(s) without a crash")
    }
  }
#endif
