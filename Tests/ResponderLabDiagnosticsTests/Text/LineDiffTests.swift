import ResponderLabDiagnostics
import Testing

@Suite("Line differences")
struct LineDiffTests {
  @Test("Only changed lines are listed, removals before additions")
  func changes() {
    let diff = LineDiff(old: "a\nb\nc", new: "a\nB\nc\nd")
    #expect(diff.changes == ["- b", "+ B", "+ d"])
    #expect(!diff.isEmpty)
  }

  @Test("Equal texts make an empty difference")
  func equal() {
    #expect(LineDiff(old: "x\ny", new: "x\ny").isEmpty)
  }
}
