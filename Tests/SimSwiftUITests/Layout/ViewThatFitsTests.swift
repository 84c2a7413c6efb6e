import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Greeting: View {
  let width: CGFloat

  var body: some View {
    ViewThatFits(in: .horizontal) {
      Text("Good morning, dear reader")  // 25 characters: 200 points
      Text("Morning, reader")  // 15: 120 points
      Text("Hi")
    }
    .frame(width: width)
  }
}

@Suite("ViewThatFits and lazy stacks")
@MainActor
struct ViewThatFitsTests {
  @Test("FIDELITY 20.19: the first child whose ideal width fits is drawn, the others are not")
  func firstFittingChildIsDrawn() {
    let wide = SimulatedDevice()
    wide.show(Greeting(width: 300))
    #expect(wide.hand.findView(showing: "Good morning, dear reader") != nil)
    #expect(wide.hand.findView(showing: "Morning, reader") == nil)

    let middle = SimulatedDevice()
    middle.show(Greeting(width: 150))
    #expect(middle.hand.findView(showing: "Good morning, dear reader") == nil)
    #expect(middle.hand.findView(showing: "Morning, reader") != nil)
    #expect(middle.traceLines().contains { $0.contains("ViewThatFits shows child 2 of 3") })
  }

  @Test("FIDELITY 20.19: when no child fits, the last one is drawn")
  func lastChildWhenNoneFits() {
    let device = SimulatedDevice()
    device.show(Greeting(width: 10))
    #expect(device.hand.findView(showing: "Hi") != nil)
    #expect(device.hand.findView(showing: "Morning, reader") == nil)
    // Every child is in the SwiftUI tree, measured.
    #expect(device.swiftUIDump.contains("Morning, reader"))
  }

  @Test(
    "FIDELITY 20.20: a LazyVStack lays out as a VStack and warns that its rows are built at once")
  func lazyStackWarns() {
    struct Feed: View {
      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<30) { index in Text("post \(index)").frame(height: 50) }
          }
        }
      }
    }
    let device = SimulatedDevice()
    device.show(Feed())
    let first = device.hand.findView(showing: "post 0")
    let second = device.hand.findView(showing: "post 1")
    #expect(first != nil && second != nil)
    if let first, let second {
      #expect(
        second.convert(CGPoint.zero, to: nil).y - first.convert(CGPoint.zero, to: nil).y == 50)
    }
    #expect(
      device.warnings.filter { $0.contains("LazyVStack builds all of its 30 children at once") }
        .count == 1)
  }
}
