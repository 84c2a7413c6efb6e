import ResponderLabTesting
import SimSwiftUI
import Testing

@Suite("Layout: propose, choose, place")
@MainActor
struct LayoutTests {
  private func frame(of text: String, in device: SimulatedDevice) -> CGRect? {
    device.hand.findView(showing: text)?.frameInWindow
  }

  @Test("A VStack is as big as its children and centred in the safe area")
  func vstackCentred() {
    let device = SimulatedDevice()
    device.show(
      VStack {
        Text("Hello"); Text("Hi")
      })
    #expect(frame(of: "Hello", in: device) == CGRect(x: 175, y: 404.5, width: 40, height: 20))
    #expect(frame(of: "Hi", in: device) == CGRect(x: 187, y: 432.5, width: 16, height: 20))
  }

  @Test("A Spacer in an HStack pushes its neighbours to the padded edges")
  func spacerPushesApart() {
    let device = SimulatedDevice()
    device.show(
      HStack {
        Text("L"); Spacer(); Text("R")
      }.padding())
    #expect(frame(of: "L", in: device)?.minX == 16)
    #expect(frame(of: "R", in: device)?.maxX == 374)
  }

  @Test("A flexible frame takes the offered width; a background is sized to the frame")
  func flexibleFrameAndBackground() {
    let device = SimulatedDevice()
    device.show(Text("Hi").frame(maxWidth: .infinity).background(Color.red))
    var colors: [CGRect] = []
    device.window.forEachInSubtree { if $0 is HostedColorView { colors.append($0.frameInWindow) } }
    #expect(colors == [CGRect(x: 0, y: 418.5, width: 390, height: 20)])
    #expect(frame(of: "Hi", in: device)?.minX == 187)
  }

  @Test("An overlay is offered the modified view's size and aligned inside it")
  func overlayAlignment() {
    let device = SimulatedDevice()
    device.show(Text("Hello").overlay(Text("x"), alignment: .topLeading))
    #expect(frame(of: "x", in: device)?.origin == frame(of: "Hello", in: device)?.origin)
  }

  @Test("A ZStack aligns its children; a fixed frame sets its size")
  func zstackAlignment() {
    let device = SimulatedDevice()
    device.show(
      ZStack(alignment: .bottom) {
        Color.red; Text("b")
      }.frame(width: 100, height: 100))
    let text = frame(of: "b", in: device)
    #expect(text?.maxY == 478.5)
    #expect(text?.midX == 195)
  }

  @Test("zIndex decides which ZStack child is drawn, and hit, in front")
  func zIndexOrdersDrawing() {
    let device = SimulatedDevice()
    var tapped: [String] = []
    device.show(
      ZStack {
        Color.red.onTapGesture { tapped.append("red") }.zIndex(1)
        Color.blue.onTapGesture { tapped.append("blue") }
      }.frame(width: 100, height: 100))
    _ = try? device.hand.tap(at: CGPoint(x: 195, y: 428))
    #expect(tapped == ["red"])
  }

  @Test("Text wraps by characters when offered less than one line")
  func textWraps() {
    let device = SimulatedDevice()
    device.show(Text(String(repeating: "w", count: 40)).frame(width: 100))
    #expect(
      frame(of: String(repeating: "w", count: 40), in: device)?.size
        == CGSize(width: 96, height: 80))
  }

  @Test("A GeometryReader takes the whole proposal; ignoring the safe area grows it to the screen")
  func geometryReaderAndSafeArea() {
    let device = SimulatedDevice()
    var sizes: [CGSize] = []
    device.show(
      HStack(spacing: 0) {
        GeometryReader { proxy in Text("inner \(Int(proxy.size.height))") }
        GeometryReader { proxy in Text("outer \(Int(proxy.size.height))") }.ignoresSafeArea()
      }.onAppear {})
    device.window.forEachInSubtree { view in
      if let label = view as? HostedTextView {
        sizes.append(CGSize(width: 0, height: label.frameInWindow.minY))
      }
    }
    #expect(device.hand.findView(showing: "inner 763") != nil)
    #expect(device.hand.findView(showing: "outer 844") != nil)
    #expect(sizes.map(\.height) == [47, 0])
  }
}

@Suite("More views: Image, Label, ScrollView, Divider")
@MainActor
struct MoreViewsTests {
  @Test("A Label lays out its image before its title; images are found by name")
  func labelLaysOutIcon() throws {
    let device = SimulatedDevice()
    device.show(Label("Trash", systemImage: "trash"))
    let icon = try #require(device.hand.findView(showing: "trash"))
    let title = try #require(device.hand.findView(showing: "Trash"))
    #expect(icon.frameInWindow.maxX + 8 == title.frameInWindow.minX)
  }

  @Test("A ScrollView lets its content grow past its own height and clips it")
  func scrollViewContentGrows() throws {
    let device = SimulatedDevice()
    device.show(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<50) { index in Text("line \(index)") }
        }
      })
    let last = try #require(device.hand.findView(showing: "line 49"))
    #expect(abs(last.frameInWindow.maxY - 1047) < 0.001)
    #expect(last.superview?.clipsToBounds == true)
  }

  @Test("A Divider is one point thick across its stack")
  func dividerThickness() {
    let device = SimulatedDevice()
    device.show(
      VStack {
        Text("above"); Divider(); Text("below")
      })
    var lines: [CGRect] = []
    device.window.forEachInSubtree { if $0 is HostedColorView { lines.append($0.frameInWindow) } }
    #expect(lines.map(\.height) == [1])
    #expect(lines.map(\.width) == [390])
  }
}

@Suite("Forms and lists")
@MainActor
struct FormLayoutTests {
  @Test("A button row takes taps across the whole row; its label stays at the leading inset")
  func buttonRowFillsRow() throws {
    let device = SimulatedDevice()
    var taps = 0
    device.show(
      Form {
        Text("Name"); Button("Sign out") { taps += 1 }
      })
    // The text inside the button, not the button the hand finds for "Sign out".
    let label = try #require(
      device.views(ofType: UILabel.self).first { $0.text == "Sign out" })
    #expect(label.frameInWindow.minX == 20)
    try device.hand.tap(at: CGPoint(x: 370, y: label.frameInWindow.midY))
    #expect(taps == 1)
  }

  @Test("onTapGesture(count: 2) ignores a single tap")
  func doubleTapNeedsTwo() throws {
    let device = SimulatedDevice()
    var taps = 0
    device.show(Color.red.frame(width: 40, height: 40).onTapGesture(count: 2) { taps += 1 })
    try device.hand.tap(at: CGPoint(x: 195, y: 428))
    #expect(taps == 0)
  }
}
