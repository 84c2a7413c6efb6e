import SimSwiftUI
import Testing

// SwiftUI's `View` is `@MainActor @preconcurrency`, but the SDK declares `Text`, `Color` and `Image`
// as plain `Sendable` values with their `View` conformance in an extension, so they take no
// isolation from it (Apple's `View` documentation: a conformance in an extension opts out of main
// actor isolation). Swift 6 code off the main actor makes and styles them; this file compiling in
// the Swift 6 language mode is the check, and the tests read what was made.

nonisolated func makeCaption(_ string: String) -> Text {
  Text(string).bold()
}

nonisolated func makeSwatches() -> [Color] {
  [Color.red, Color(white: 0.5), Color(red: 0, green: 0.5, blue: 1).opacity(0.5)]
}

nonisolated func makeIcon() -> Image {
  Image(systemName: "star").resizable()
}

/// A model of a background worker: an actor, far from the main actor, that prepares view values.
actor CaptionMaker {
  func caption(for count: Int) -> Text { Text(verbatim: "\(count) items") }
}

@Suite("Value views are nonisolated, as the SDK declares them")
struct NonisolatedValueViewsTests {
  @Test("Text, Color and Image are made off the main actor, from nonisolated code and an actor")
  func madeOffTheMainActor() async {
    #expect(makeCaption("Inbox").string == "Inbox")
    #expect(makeSwatches().count == 3)
    #expect(makeIcon() == Image(systemName: "star"))
    let caption = await CaptionMaker().caption(for: 3)
    #expect(caption.string == "3 items")
  }
}
