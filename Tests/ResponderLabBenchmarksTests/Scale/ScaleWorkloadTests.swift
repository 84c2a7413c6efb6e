import ResponderLabBenchmarks
import Testing

@Suite("Scale workload")
@MainActor
struct ScaleWorkloadTests {
  @Test("Each size runs the tree workload with its 10,000 points, after an unreported warm-up")
  func rows() {
    var clock = Duration.zero
    var dumpBytes = 0
    let rows = ScaleWorkload.run(
      viewCounts: [5, 10_000],
      now: {
        clock += .microseconds(10)
        return clock
      },
      output: { dumpBytes += $0.count })
    #expect(rows.map(\.run.viewCount) == [5, 10_000])
    #expect(rows.map(\.run.pointCount) == [10_000, 10_000])
    #expect(rows[1].run.hops == 53_495)
    #expect(rows[1].run.dumpBytes == 494_156)
    // The warm-up at the smallest size dumps too.
    #expect(dumpBytes == 186 + 186 + 494_156)
    // 4 phases of 10 µs over 10,000 views.
    #expect(rows[1].nanosecondsPerView(\.total) == 4)
  }

  @Test("The table has a line per size and the spread of the cost per view")
  func table() {
    var clock = Duration.zero
    let rows = ScaleWorkload.run(
      viewCounts: [10, 100],
      now: {
        clock += .milliseconds(1)
        return clock
      },
      output: { _ in })
    let lines = ScaleWorkload.table(rows).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].contains("build ns/view"))
    // 1 ms a phase at every size; 13 hops at 10 views, 261 at 100; the same 10,000 points.
    #expect(
      lines[3]
        == "cost, largest / smallest: build/view=10.00 walk/view=10.00 walk/hop=20.08 hit/point=1.00 "
        + "dump/view=10.00")
  }

  @Test("Peak memory per view is the peak less the memory before the run")
  func memoryPerView() {
    var run = TreeRun(viewCount: 1_000, pointCount: 1_000)
    run.times.build = .milliseconds(1)
    let row = ScaleRow(run: run, residentBytesBefore: 1_000_000, peakResidentBytes: 1_250_000)
    #expect(row.peakBytesPerView == 250)
    #expect(row.nanosecondsPerView(\.build) == 1_000)
    #expect(row.hitNanosecondsPerPoint == 0)
    #expect(
      ScaleRow(run: run, residentBytesBefore: nil, peakResidentBytes: 5).peakBytesPerView == nil)
  }
}
