/// The tree workload at growing sizes, to show that the cost per view stays flat.
///
/// Each size hit-tests one point per view, so that every phase's cost can be given per view.
@MainActor
public enum ScaleWorkload {
  /// The sizes run by default: 10k, 100k and 1M views.
  public static let defaultViewCounts = [10_000, 100_000, 1_000_000]

  /// Runs the tree workload at each size in turn, smallest first, with the peak resident memory
  /// reset before each one, and returns a row per size.
  ///
  /// - Parameters:
  ///   - now: a monotonic clock, the only source of time.
  ///   - output: receives every dump (point it at a sink such as `/dev/null`).
  public static func run(
    viewCounts: [Int] = defaultViewCounts, now: () -> Duration,
    output: @escaping (UnsafeRawBufferPointer) -> Void
  ) -> [ScaleRow] {
    viewCounts.map { viewCount in
      ProcessMemory.resetPeak()
      let before = ProcessMemory.residentBytes
      let run = TreeWorkload.run(
        viewCount: viewCount, pointCount: viewCount, now: now, output: output)
      return ScaleRow(
        run: run, residentBytesBefore: before, peakResidentBytes: ProcessMemory.peakResidentBytes)
    }
  }

  /// The rows as a table, one size a line, followed by the spread of each phase's cost per view.
  public static func table(_ rows: [ScaleRow]) -> String {
    var lines = [
      [
        "views", "depth", "build ns/view", "walk ns/view", "walk ns/hop", "hit ns/view",
        "dump ns/view", "total ms", "teardown ms", "peak MB", "peak B/view",
      ].map(pad).joined()
    ]
    for row in rows {
      let run = row.run
      let peakMegabytes =
        row.peakResidentBytes.map { (Double($0) / 1_048_576).fixedText(decimals: 1) } ?? "-"
      let cells = [
        "\(run.viewCount)", "\(run.maxDepth)",
        row.nanosecondsPerView(\.build).fixedText(decimals: 1),
        row.nanosecondsPerView(\.walk).fixedText(decimals: 1),
        row.walkNanosecondsPerHop.fixedText(decimals: 2),
        row.nanosecondsPerView(\.hit).fixedText(decimals: 1),
        row.nanosecondsPerView(\.dump).fixedText(decimals: 1), run.times.total.millisecondsText,
        run.times.teardown.millisecondsText, peakMegabytes,
        row.peakBytesPerView.map { $0.fixedText(decimals: 0) } ?? "-",
      ]
      lines.append(cells.map(pad).joined())
    }
    if rows.count > 1 {
      let spreads = [
        ("build", \PhaseTimes.build), ("walk", \.walk), ("hit", \.hit), ("dump", \.dump),
      ]
      .map { name, phase in
        let costs = rows.map { $0.nanosecondsPerView(phase) }
        let spread = (costs.max() ?? 0) / max(costs.min() ?? 1, .leastNonzeroMagnitude)
        return "\(name)=\(spread.fixedText(decimals: 2))"
      }
      lines.append("per-view cost, largest / smallest: " + spreads.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ cell: String) -> String {
    String(repeating: " ", count: max(0, 14 - cell.count)) + cell
  }
}
