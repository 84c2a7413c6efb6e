import ResponderLabBenchmarks
import Testing

@Suite("Layout workload")
@MainActor
struct LayoutWorkloadTests {
  @Test("The column is solved, re-solved after a constant changes and after a row goes")
  func bottoms() {
    var clock = Duration.zero
    let run = LayoutWorkload.run(
      constraintCount: 400,
      now: {
        clock += .milliseconds(1)
        return clock
      })
    // 100 rows of 20 points, 4 apart; the first row 40 high; then the first row gone.
    #expect(run.constraintCount == 400)
    #expect(run.bottoms == [2_400, 2_420, 2_376])
    #expect(run.countLine == "responderlab layout C=400 bottoms=2400,2420,2376")
    #expect(
      run.timingLine == "ms: build=1.00 firstSolve=1.00 changeConstant=1.00 removeRow=1.00")
  }

  @Test("Without operands the tool runs every default size, a pair of lines each")
  func defaultSizes() {
    #expect(LayoutWorkload.defaultConstraintCounts == [1_000, 2_000, 5_000, 10_000])
    var errors = ""
    let code = BenchmarkCommand.run(
      arguments: ["layout", "40", "80"], now: { .zero }, output: { _ in }, discard: { _ in },
      errors: &errors)
    #expect(code == .success)
    #expect(
      errors.split(separator: "\n").filter { $0.hasPrefix("responderlab layout") }
        == [
          "responderlab layout C=40 bottoms=240,260,216",
          "responderlab layout C=80 bottoms=480,500,456",
        ])
  }
}
