/// The `responder-lab-bench` tool, as a library so that tests can run it in-process.
///
/// The tool itself only supplies the clock and the standard streams.
@MainActor
public enum BenchmarkCommand {
  /// Exit codes, after `sysexits.h`.
  public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// The command line was wrong.
    case usage = 64
  }

  /// Runs the tool with `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - now: a monotonic clock, the only source of time.
  ///   - output: receives what goes to standard output, in order.
  ///   - discard: receives output that is produced for timing only (the scale workload's dumps).
  ///   - errors: receives what goes to standard error.
  public static func run(
    arguments: [String], now: () -> Duration,
    output: @escaping (UnsafeRawBufferPointer) -> Void,
    discard: @escaping (UnsafeRawBufferPointer) -> Void,
    errors: inout some TextOutputStream
  ) -> ExitCode {
    guard let command = arguments.first else {
      errors.write(usage)
      return .usage
    }
    let operands = Array(arguments.dropFirst())
    switch command {
    case "tree":
      guard let counts = counts(operands, names: ["N", "M"], defaults: [10_000], errors: &errors)
      else { return .usage }
      let run = TreeWorkload.run(
        viewCount: counts[0], pointCount: counts[1], now: now, output: output)
      errors.write(run.checksumLine + "\n" + run.timingLine + "\n" + run.teardownLine + "\n")
      return .success
    case "floor":
      guard
        let counts = counts(
          operands, names: ["N", "M", "R"], defaults: [10_000, FloorWorkload.defaultRoundCount],
          errors: &errors)
      else { return .usage }
      let run = FloorWorkload.run(
        viewCount: counts[0], pointCount: counts[1], roundCount: counts[2], now: now)
      errors.write(run.checksumLine + "\n" + run.timingLine + "\n" + run.ratioLine + "\n")
      return .success
    case "scale":
      let viewCounts: [Int]
      if operands.isEmpty {
        viewCounts = ScaleWorkload.defaultViewCounts
      } else {
        let names = operands.indices.map { "N\($0 + 1)" }
        guard let parsed = counts(operands, names: names, defaults: [], errors: &errors)
        else { return .usage }
        viewCounts = parsed
      }
      let rows = ScaleWorkload.run(viewCounts: viewCounts, now: now, output: discard)
      write(ScaleWorkload.table(rows), to: output)
      for row in rows { errors.write(row.run.checksumLine + "\n" + row.run.timingLine + "\n") }
      return .success
    case "present":
      guard let counts = counts(operands, names: ["P"], defaults: [], errors: &errors)
      else { return .usage }
      let run = PresentationWorkload.run(presentationCount: counts[0], now: now)
      errors.write(run.countLine + "\n" + run.timingLine + "\n")
      return .success
    case "scenario":
      guard let counts = counts(operands, names: ["K"], defaults: [], errors: &errors)
      else { return .usage }
      let run = SheetScenarioWorkload.run(roundCount: counts[0], now: now)
      errors.write(run.countLine + "\n" + run.timingLine + "\n")
      return .success
    case "import":
      guard let counts = counts(operands, names: ["N"], defaults: [], errors: &errors)
      else { return .usage }
      let run = ImportWorkload.run(lineCount: counts[0], now: now)
      errors.write(run.countLine + "\n" + run.timingLine + "\n")
      return .success
    case "layout":
      let constraintCounts: [Int]
      if operands.isEmpty {
        constraintCounts = LayoutWorkload.defaultConstraintCounts
      } else {
        let names = operands.indices.map { "C\($0 + 1)" }
        guard let parsed = counts(operands, names: names, defaults: [], errors: &errors)
        else { return .usage }
        constraintCounts = parsed
      }
      for count in constraintCounts {
        let run = LayoutWorkload.run(constraintCount: count, now: now)
        errors.write(run.countLine + "\n" + run.timingLine + "\n")
      }
      return .success
    case "--help", "-h", "help":
      write(usage, to: output)
      return .success
    default:
      errors.write("error: Unknown workload '\(command)'.\n\n\(usage)")
      return .usage
    }
  }

  /// The usage text.
  public static let usage = """
    OVERVIEW: Run ResponderLab's benchmark workloads on SimUIKit.

    USAGE: responder-lab-bench <workload> [counts...]

    WORKLOADS:
      tree N [M]        Build a 3-ary tree of N views, walk `next` from every leaf, hit-test M points
                        (default 10000), dump the tree to standard output; checksums and
                        milliseconds per phase go to standard error.
      floor N [M] [R]   The tree's walk and M hit-tests (default 10000) on SimUIKit and on the
                        leanest Swift with a final class per view, on trees of the same shape, in R
                        interleaved rounds (default 9): checksums of both, medians in milliseconds,
                        and a last line `walk/floor=… hit/floor=… floor_ns_per_hop=…`.
      scale [N...]      The tree at each size (default 10000 100000 1000000), after a warm-up:
                        time per view of each phase (per point for the 10000 hit-tests) and peak
                        memory per view.
      present P         A window's root controller presents a chain of P full-screen controllers,
                        then dismisses it: appearance callbacks, completions and milliseconds per
                        phase go to standard error.
      scenario K        A SwiftUI view's `.sheet(isPresented:)` is shown and dismissed K times,
                        with the main queue run until idle after each change: rounds completed,
                        onDismiss calls, sheet body evaluations and milliseconds go to standard
                        error.
      import N          A device's recursiveDescription of a 3-ary tree of N views is generated,
                        read, rebuilt and printed back, then given to `responder-lab import`,
                        `chain` (from the last leaf) and `dump`: counts and milliseconds per phase
                        go to standard error.
      layout [C...]     For each count (default 1000 2000 5000 10000 constraints), a column of
                        C/4 rows laid out by the Auto Layout engine, then re-solved after a
                        constant changes and after a row's constraints go: the last row's bottom
                        after each phase and milliseconds per phase.

    """

  private static func write(_ text: String, to sink: (UnsafeRawBufferPointer) -> Void) {
    var text = text
    text.withUTF8 { sink(UnsafeRawBufferPointer($0)) }
  }

  /// The operands as positive integers, with `defaults` for the trailing ones that are missing.
  private static func counts(
    _ operands: [String], names: [String], defaults: [Int], errors: inout some TextOutputStream
  ) -> [Int]? {
    let required = names.count - defaults.count
    guard operands.count >= required else {
      errors.write("error: Missing expected argument '<\(names[operands.count])>'.\n\n\(usage)")
      return nil
    }
    guard operands.count <= names.count else {
      errors.write("error: Unexpected argument '\(operands[names.count])'.\n\n\(usage)")
      return nil
    }
    var values: [Int] = []
    for (index, name) in names.enumerated() {
      guard index < operands.count else {
        values.append(defaults[index - required])
        continue
      }
      guard let value = Int(operands[index]), value > 0 else {
        errors.write(
          "error: The value '\(operands[index])' is invalid for '<\(name)>': "
            + "expected a positive integer.\n")
        return nil
      }
      values.append(value)
    }
    return values
  }
}
