import Foundation
import FuzzSupport
import ResponderLabDevice
import ResponderLabScenarios

/// libFuzzer's entry point: loads the bytes as a scenario file and, if it loads, runs its steps.
///
/// A thrown ``InputError`` is an expected answer; only a crash, a hang or a sanitizer report is a
/// finding. Built with `-sanitize=fuzzer` by `Scripts/fuzz.sh`; a plain build replays files instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioLoaderFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  MainActor.assumeIsolated {
    do {
      let run = try ScenarioRun(ScenarioLoader(file: "fuzz.json").load(text))
      // NB: a world keeps its presentations (and their cycles, FIDELITY 2.7) until torn down.
      defer { run.world.device.tearDown() }
      try run.run()
    } catch {
      _ = String(describing: error)
    }
  }
  return 0
}

#if FUZZING
  /// The entry point a debug build calls instead of libFuzzer's `main` (see ``FuzzerDriver``).
  @_cdecl("ScenarioLoaderFuzzer_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    FuzzerDriver.run(argc: argc, argv: argv) { data, size in scenarioLoaderFuzzInput(data, size) }
  }
#else
  /// Replays files (or every file of folders) through the fuzz entry point, as a regression check of
  /// a corpus without the fuzzer: `ScenarioLoaderFuzzer Fuzz/Corpus/scenario`.
  @main
  enum ScenarioLoaderReplay {
    static func main() {
      let count = FuzzInputReplay.replay(
        CommandLine.arguments.dropFirst(), through: scenarioLoaderFuzzInput)
      print("replayed \(count) input(s) without a crash")
    }
  }
#endif
