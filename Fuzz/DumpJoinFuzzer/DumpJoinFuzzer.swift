import FuzzSupport
import ResponderLabInvariants

/// libFuzzer's entry point: the bytes are device dumps of one moment, one file per part (split at
/// each `---8<---` line), in every syntax devices print. When they import, joined, the world must
/// keep what a join promises (``DumpJoinPromises``): chains that end, and dumps written back that
/// the readers read again, both as `import --check` compares them and as `import --addresses`
/// prints them.
///
/// A thrown `InputError` for the input is an expected answer; a broken promise, a crash, a hang or
/// a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func dumpJoinFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  MainActor.assumeIsolated {
    let files = DumpJoinPromises.files(of: text)
    if let broken = DumpJoinPromises.firstBrokenPromise(importing: files) {
      fatalError(broken)
    }
  }
  return 0
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
