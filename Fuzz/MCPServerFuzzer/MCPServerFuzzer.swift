import Foundation
import FuzzSupport
import ResponderLabCLI

/// libFuzzer's entry point: feeds the bytes to `responder-lab mcp` as its standard input, after an
/// `initialize`, so that random lines reach the tools, the resources and the prompt as well as the
/// JSON-RPC reader.
///
/// Every answer is an expected answer, an error included; only a crash, a hang or a sanitizer
/// report is a finding, and so is an exit code other than 0. Built with `-sanitize=fuzzer` by
/// `Scripts/fuzz.sh`; a plain build replays files instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func mcpServerFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let initialize =
    Data(
      #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}"#
        .utf8) + Data("\n".utf8)
  let input = initialize + Data(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(
      arguments: ["mcp"],
      environment: ToolEnvironment(readStandardInput: { input }),
      output: &output, errors: &errors)
    if code != .success { fatalError("mcp exited with \(code) on its input") }
  }
  return 0
}

#if FUZZING
  /// The entry point a debug build calls instead of libFuzzer's `main` (see ``FuzzerDriver``).
  @_cdecl("MCPServerFuzzer_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> CInt {
    FuzzerDriver.run(argc: argc, argv: argv) { data, size in mcpServerFuzzInput(data, size) }
  }
#else
  /// Replays files (or every file of folders) through the fuzz entry point, as a regression check of
  /// a corpus without the fuzzer: `MCPServerFuzzer Fuzz/Corpus/mcp`.
  @main
  enum MCPServerReplay {
    static func main() {
      let count = FuzzInputReplay.replay(
        CommandLine.arguments.dropFirst(), through: mcpServerFuzzInput)
      print("replayed \(count) input(s) without a crash")
    }
  }
#endif
