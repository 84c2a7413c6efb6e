import ResponderLabBenchmarks
import Testing

@Suite("Import workload")
@MainActor
struct ImportWorkloadTests {
  static func run(_ lines: Int) -> ImportRun {
    var clock = Duration.zero
    return ImportWorkload.run(
      lineCount: lines,
      now: {
        clock += .milliseconds(1)
        return clock
      })
  }

  @Test("The generated dump is a 3-ary tree of N lines, the window first, depth first")
  func generatedDump() {
    let lines = ImportWorkload.dump(lineCount: 13).split(separator: "\n")
    #expect(lines.count == 13)
    #expect(lines[0].hasPrefix("<UIWindow: 0x"))
    // View 0's children are 1, 2, 3; view 1's are 4, 5, 6: depth first, 4 comes right after 1.
    #expect(lines[1].hasPrefix("   | <UIView: "))
    #expect(lines[2].hasPrefix("   |    | <UIView: "))
    #expect(lines[3].hasPrefix("   |    | <UILabel: "), "view 5 is a label")
    #expect(lines[3].contains("text = 'Row 5'"))
    #expect(Set(lines.map { $0.split(separator: ";")[0] }).count == 13, "one address a line")
  }

  @Test(
    "Every line is read, rebuilt and printed back, and the commands succeed", arguments: [1, 40])
  func counts(_ lines: Int) {
    let run = Self.run(lines)
    #expect(run.linesRead == lines)
    #expect(run.viewsRebuilt == lines)
    #expect(run.linesPrinted == lines)
    #expect(run.exitCodes == [0, 0, 0])
    #expect(run.byteCount == ImportWorkload.dump(lineCount: lines).utf8.count)
  }

  @Test("The chain from the last leaf climbs every level to the window and beyond")
  func chain() {
    // 40 views: levels of 1, 3, 9 and 27 (partly filled): the last leaf is four levels down.
    let run = Self.run(40)
    #expect(run.chainLines >= 5)
  }

  @Test("The report lines carry the counts and the times")
  func lines() {
    let run = Self.run(10)
    #expect(run.countLine.hasPrefix("responderlab import N=10 bytes="))
    #expect(run.countLine.contains(" read=10 rebuilt=10 printed=10 "))
    #expect(run.countLine.hasSuffix("exit=0,0,0"))
    #expect(run.timingLine.hasPrefix("ms: generate=1.00 read=1.00 rebuild=1.00 print=1.00 "))
    #expect(run.timingLine.contains("import=1.00 chain=1.00 dump=1.00"))
  }
}
