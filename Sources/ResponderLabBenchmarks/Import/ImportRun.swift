/// The counts and times of one run of the import workload.
public struct ImportRun: Sendable, Equatable {
  /// The number of lines of the generated dump.
  public var lineCount: Int
  /// The size of the generated dump, in bytes.
  public var byteCount = 0
  /// The lines the reader took apart (every line of the dump, when it reads it all).
  public var linesRead = 0
  /// The views the importer rebuilt.
  public var viewsRebuilt = 0
  /// The lines of the rebuilt tree printed back.
  public var linesPrinted = 0
  /// The exit codes of `responder-lab import`, `chain` and `dump` on the dump, in that order.
  public var exitCodes: [Int32] = []
  /// The lines `chain` printed from the deepest last leaf.
  public var chainLines = 0
  /// Generating the dump's text.
  public var generate: Duration = .zero
  /// Reading every line of the dump (its outline), without building anything.
  public var read: Duration = .zero
  /// Reading the dump and rebuilding its world.
  public var rebuild: Duration = .zero
  /// Printing the rebuilt tree back as a `recursiveDescription`.
  public var print: Duration = .zero
  /// `responder-lab import -` on the dump, end to end.
  public var importCommand: Duration = .zero
  /// `responder-lab chain - --from <leaf>` on the dump, end to end.
  public var chainCommand: Duration = .zero
  /// `responder-lab dump - --format views` on the dump, end to end.
  public var dumpCommand: Duration = .zero

  /// Creates the record of a run on a dump of `lineCount` lines.
  public init(lineCount: Int) {
    self.lineCount = lineCount
  }

  /// The count line.
  public var countLine: String {
    "responderlab import N=\(lineCount) bytes=\(byteCount) read=\(linesRead) "
      + "rebuilt=\(viewsRebuilt) printed=\(linesPrinted) chain=\(chainLines) "
      + "exit=\(exitCodes.map(String.init).joined(separator: ","))"
  }

  /// The timing line, in milliseconds, with the cost of a line of `import` in microseconds.
  public var timingLine: String {
    let perLine = importCommand.nanoseconds / 1_000 / Double(max(lineCount, 1))
    return "ms: generate=\(generate.millisecondsText) read=\(read.millisecondsText) "
      + "rebuild=\(rebuild.millisecondsText) print=\(print.millisecondsText) "
      + "import=\(importCommand.millisecondsText) chain=\(chainCommand.millisecondsText) "
      + "dump=\(dumpCommand.millisecondsText) us/line=\(perLine.fixedText(decimals: 2))"
  }
}
