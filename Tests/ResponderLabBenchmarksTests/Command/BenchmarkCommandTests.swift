import ResponderLabBenchmarks
import Testing

@Suite("responder-lab-bench")
@MainActor
struct BenchmarkCommandTests {
  struct Result {
    var code: BenchmarkCommand.ExitCode
    var output: String
    var discarded: Int
    var errors: String
  }

  static func run(_ arguments: [String]) -> Result {
    var output: [UInt8] = []
    var discarded = 0
    var errors = ""
    var clock = Duration.zero
    let code = BenchmarkCommand.run(
      arguments: arguments,
      now: {
        clock += .milliseconds(1)
        return clock
      },
      output: { output.append(contentsOf: $0) }, discard: { discarded += $0.count },
      errors: &errors)
    return Result(
      code: code, output: String(decoding: output, as: UTF8.self), discarded: discarded,
      errors: errors)
  }

  @Test("tree N M dumps to standard output and reports on standard error")
  func tree() {
    let result = Self.run(["tree", "5", "2"])
    #expect(result.code == .success)
    #expect(result.output.hasPrefix("BView tag=0 frame={0,0,6561,6561}\n"))
    #expect(result.output.utf8.count == 186)
    #expect(result.errors.contains("hops=4 hitSum=5 "))
    #expect(result.errors.contains("ms: build=1.00 walk=1.00 hit=1.00 dump=1.00 total=4.00\n"))
  }

  @Test("tree N takes 10,000 points by default")
  func treeDefaultPoints() {
    let result = Self.run(["tree", "1"])
    #expect(result.code == .success)
    #expect(result.errors.contains("N=1 M=10000 "))
  }

  @Test("floor N M R reports both workloads' checksums, medians and a last line of ratios")
  func floor() throws {
    let result = Self.run(["floor", "40", "100", "3"])
    #expect(result.code == .success)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    let checksums = Dictionary(
      uniqueKeysWithValues: lines[0].split(separator: " ").dropFirst().compactMap { field in
        field.split(separator: "=", maxSplits: 1).map(String.init)
      }.map { ($0[0], $0[1]) })
    #expect(checksums["N"] == "40")
    #expect(checksums["rounds"] == "3")
    for name in ["leaves", "hops", "hitSum", "misses"] {
      #expect(checksums[name] != nil)
      #expect(checksums[name] == checksums["floor_" + name], "\(name)")
    }
    #expect(lines[1].hasPrefix("ms (medians): walk="))
    let last = try #require(lines.last)
    #expect(
      last.wholeMatch(of: /walk\/floor=\d+\.\d\d hit\/floor=\d+\.\d\d floor_ns_per_hop=\d+\.\d\d/)
        != nil)
  }

  @Test("floor N runs 10,000 points and 9 rounds by default")
  func floorDefaults() {
    let result = Self.run(["floor", "4"])
    #expect(result.code == .success)
    #expect(result.errors.hasPrefix("floor N=4 M=10000 rounds=9 "))
  }

  @Test("scale prints a table and sends the dumps to the discard sink")
  func scale() {
    let result = Self.run(["scale", "5", "13"])
    #expect(result.code == .success)
    #expect(result.output.split(separator: "\n").count == 4)
    #expect(result.discarded > 186)
    #expect(result.errors.contains("N=13 M=10000 leaves=9 maxdepth=2 hops=18 "))
  }

  @Test("present P presents and dismisses a chain and reports on standard error")
  func present() {
    let result = Self.run(["present", "3"])
    #expect(result.code == .success)
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("P=3 depth=3 depthAfterDismissal=0 callbacks=18 "))
    #expect(result.errors.contains("completions=4\n"))
  }

  @Test("scenario K shows and dismisses a SwiftUI sheet K times and reports on standard error")
  func scenario() {
    let result = Self.run(["scenario", "2"])
    #expect(result.code == .success)
    #expect(result.errors.contains("K=2 rounds=2 dismissals=2 sheetBodies=2 "))
  }

  @Test(
    "Usage errors exit with 64",
    arguments: [
      ([], "USAGE: responder-lab-bench"),
      (["frobnicate"], "Unknown workload 'frobnicate'"),
      (["tree"], "Missing expected argument '<N>'"),
      (["tree", "ten"], "The value 'ten' is invalid for '<N>'"),
      (["tree", "10", "0"], "The value '0' is invalid for '<M>'"),
      (["tree", "1", "2", "3"], "Unexpected argument '3'"),
      (["present"], "Missing expected argument '<P>'"),
      (["scenario", "-1"], "The value '-1' is invalid for '<K>'"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) {
    let result = Self.run(arguments)
    #expect(result.code == .usage)
    #expect(result.errors.contains(message))
  }

  @Test("help prints the usage and succeeds")
  func help() {
    let result = Self.run(["--help"])
    #expect(result.code == .success)
    #expect(result.output.contains("WORKLOADS:"))
  }
}
