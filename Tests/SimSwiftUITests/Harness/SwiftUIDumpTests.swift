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

  @Test("The SwiftUI dump names each modifier's settings")
  func dumpNamesSettings() {
    let device = SimulatedDevice()
    device.show(Text("Hi").padding(10).blur(radius: 2).frame(width: 100, height: 50))
    let lines = device.swiftUIDump.split(separator: "\n").dropFirst()
    #expect(
      lines == [
        "   | _FrameLayout frame(width: 100, height: 50) (145 403.5; 100 50)",
        "   |    | _EffectModifier blur(2) (177 408.5; 36 40)",
        "   |    |    | _PaddingLayout padding(10) (177 408.5; 36 40)",
        "   |    |    |    | Text (187 418.5; 16 20) \"Hi\"",
      ])
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
