/// The tree workload at growing sizes, to show that the cost per view stays flat.
///
/// Each size hit-tests the tree workload's 10,000 points, so the hit phase is given per point; the
/// other phases are given per view. A warm-up run of ``warmUpViewCount`` views comes first,
/// unreported, so that the first size does not carry the process's one-time costs (lazy symbol
/// binding, first calls); it is small, so that the heap it frees hardly lowers the memory the first
/// size seems to need.
@MainActor
public enum ScaleWorkload {
  /// The sizes run by default: 10k, 100k and 1M views.
  public static let defaultViewCounts = [10_000, 100_000, 1_000_000]
  /// The points hit-tested at every size: the tree workload's.
  public static let pointCount = 10_000
  /// The size of the unreported warm-up run.
  public static let warmUpViewCount = 1_000

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
    if let smallest = viewCounts.min() {
      _ = TreeWorkload.run(
        viewCount: min(smallest, warmUpViewCount), pointCount: pointCount, now: now,
        output: output)
    }
    var rows: [ScaleRow] = []
    for viewCount in viewCounts {
      ProcessMemory.resetPeak()
      let before = ProcessMemory.residentBytes
      let run = TreeWorkload.run(
        viewCount: viewCount, pointCount: pointCount, now: now, output: output)
      rows.append(
        ScaleRow(
          run: run, residentBytesBefore: before,
          peakResidentBytes: ProcessMemory.peakResidentBytes))
    }
    return rows
  }

  /// The rows as a table, one size a line, followed by the spread of each phase's cost per view.
  public static func table(_ rows: [ScaleRow]) -> String {
    var lines = [
      [
        "views", "depth", "build ns/view", "walk ns/view", "walk ns/hop", "hit ns/point",
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
        row.hitNanosecondsPerPoint.fixedText(decimals: 1),
        row.nanosecondsPerView(\.dump).fixedText(decimals: 1), run.times.total.millisecondsText,
        run.times.teardown.millisecondsText, peakMegabytes,
        row.peakBytesPerView.map { $0.fixedText(decimals: 0) } ?? "-",
      ]
      lines.append(cells.map(pad).joined())
    }
    if rows.count > 1 {
      let costs: [(String, (ScaleRow) -> Double)] = [
        ("build/view", { $0.nanosecondsPerView(\.build) }),
        ("walk/view", { $0.nanosecondsPerView(\.walk) }),
        ("walk/hop", { $0.walkNanosecondsPerHop }),
        ("hit/point", { $0.hitNanosecondsPerPoint }),
        ("dump/view", { $0.nanosecondsPerView(\.dump) }),
      ]
      var spreads: [String] = []
      for (name, cost) in costs {
        let values = rows.map(cost)
        let spread = (values.max() ?? 0) / max(values.min() ?? 1, .leastNonzeroMagnitude)
        spreads.append("\(name)=\(spread.fixedText(decimals: 2))")
      }
      lines.append("cost, largest / smallest: " + spreads.joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ cell: String) -> String {
    String(repeating: " ", count: max(0, 14 - cell.count)) + cell
  }
}
