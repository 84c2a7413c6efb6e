import ResponderLabTesting
import SimSwiftUI
import Testing

@Suite("Harness: SwiftUI dumps and lookups")
@MainActor
struct SwiftUIDumpTests {
  @Test("The SwiftUI dump lists each node with its frame in window coordinates")
  func dumpListsNodesWithFrames() {
    let device = SimulatedDevice()
    device.show(
      VStack {
        Text("Hello"); Text("Hi")
      })
    #expect(
      device.swiftUIDump == """
        UIHostingController<VStack<TupleView<(Text, Text)>>>#1
           | VStack (175 404.5; 40 48)
           |    | TupleView (175 404.5; 40 48)
           |    |    | Text (175 404.5; 40 20) "Hello"
           |    |    | Text (187 432.5; 16 20) "Hi"
        """)
  }

  @Test("Views are found by accessibility identifier and tapped through hit-testing")
  func findByIdentifier() throws {
    let device = SimulatedDevice()
    var taps = 0
    device.show(
      Color.blue.frame(width: 50, height: 50).onTapGesture { taps += 1 }.accessibilityIdentifier(
        "swatch"))
    try device.hand.tap(label: "swatch")
    #expect(taps == 1)
  }
}
