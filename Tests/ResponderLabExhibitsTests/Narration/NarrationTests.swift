import ResponderLabExhibits
import ResponderLabTesting
import Testing

@Suite("Narration") @MainActor
struct NarrationTests {
  private func device() -> SimulatedDevice {
    let device = SimulatedDevice()
    device.show(UIViewController())
    return device
  }

  @Test("A step that could not be done says so in the text")
  func failedActionIsTold() {
    let device = device()
    let story = Narration(title: "T", article: "nothing")
    story.run("R", "Why.")
    story.perform { throw HandError.noSheet }
    story.step("Swipe", on: device, since: device.trace.mark)
    #expect(story.text.contains("!! could not be done: No sheet is presented."))
  }

  @Test(
    "A section that did not change since an earlier step of the run says so instead of repeating")
  func unchangedSectionsAreNotRepeated() {
    let device = device()
    let story = Narration(title: "T", article: "nothing")
    story.run("R", "Why.")
    story.step("First", on: device, since: device.trace.mark)
    story.step("Second", on: device, since: device.trace.mark)
    #expect(
      story.text.contains(
        "-- Step 1.2. Second\n   Controllers (_printHierarchy): as in step 1.1.\n"))
    story.run("S", "Again.")
    story.step("Third", on: device, since: device.trace.mark)
    #expect(story.text.contains("-- Step 2.1. Third\n   Controllers (_printHierarchy):\n      <"))
  }

  @Test("Queue lines lose their block numbers, so that unrelated hops leave the text alone")
  func queueNumbersAreDropped() {
    let event = TraceEvent(
      sequence: 1, time: 0.25, category: .queue, subject: nil,
      message: "enqueue #12 presentation transition at +0.350s")
    #expect(
      NarrationTraceFilter.line(for: event)
        == "[0.250] queue        enqueue presentation transition at +0.350s")
  }

  @Test("Findings wrap at 100 columns, continuing under the text")
  func findingsWrap() {
    let story = Narration(title: "T", article: "nothing")
    story.finding(String(repeating: "word ", count: 40))
    let lines = story.text.split(separator: "\n").dropFirst(2)
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(lines.first?.hasPrefix("   => word") == true)
    #expect(lines.dropFirst().first?.hasPrefix("      word") == true)
  }
}
