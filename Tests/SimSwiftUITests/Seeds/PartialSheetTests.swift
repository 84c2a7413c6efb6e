import ResponderLabTesting
import SimSwiftUI
import Testing

// Code shaped like the third article's half sheet built from an overlay: a GeometryReader and a
// ZStack with a dimming colour that dismisses on tap, and content at a fraction of the height, shown
// and hidden in two steps 0.25 s apart with transitions and fixed zIndex values.

private struct SlideUpPanel<Content: View>: View {
  @Binding var isPresented: Bool
  var content: Content
  let heightFactor: CGFloat

  @State private var contentShown = false

  init(isPresented: Binding<Bool>, heightFactor: CGFloat, @ViewBuilder content: () -> Content) {
    _isPresented = isPresented
    self.heightFactor = heightFactor
    self.content = content()
  }

  var body: some View {
    GeometryReader { reader in
      ZStack(alignment: .bottom) {
        DimmingLayer(isPresented: self.$isPresented, contentShown: self.$contentShown)
          .zIndex(0)

        if contentShown {
          self.content
            .zIndex(1)
            .frame(width: reader.size.width, height: reader.size.height * self.heightFactor)
            .clipped()
            .shadow(radius: 10)
            .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .bottom)))
        }
      }
    }
    .edgesIgnoringSafeArea(.all)
  }
}

private struct DimmingLayer: View {
  @Binding var isPresented: Bool
  @Binding var contentShown: Bool

  func revealContent() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
      withAnimation {
        self.contentShown = true
      }
    }
  }

  func concealContent() {
    withAnimation {
      self.contentShown = false
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
      withAnimation {
        self.isPresented = false
      }
    }
  }

  var body: some View {
    Color.black.opacity(0.35)
      .onTapGesture {
        self.concealContent()
      }
      .onAppear {
        self.revealContent()
      }
  }
}

private struct SlideUpPanelModifier: ViewModifier {
  @Binding var isPresented: Bool
  let heightFactor: CGFloat
  let panel: AnyView

  func body(content: Content) -> some View {
    content
      .blur(radius: isPresented ? 4.0 : 0.0)
      .overlay(
        Group {
          if isPresented {
            SlideUpPanel(isPresented: self.$isPresented, heightFactor: heightFactor) {
              panel
            }
          } else {
            EmptyView()
          }
        }
      )
  }
}

extension View {
  fileprivate func halfPanel<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> some View {
    self.modifier(
      SlideUpPanelModifier(isPresented: isPresented, heightFactor: 0.5, panel: AnyView(content())))
  }
}

private struct PanelContents: View {
  let title: String
  var body: some View {
    ZStack {
      Color.white
      Text(title)
    }
  }
}

private struct PanelDemo: View {
  @State var showPanel = false

  var body: some View {
    VStack {
      Text("Hello World")
      Button("Show Panel") {
        withAnimation {
          self.showPanel.toggle()
        }
      }.padding()
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .halfPanel(isPresented: self.$showPanel) {
      PanelContents(title: "Half panel")
    }
  }
}

@Suite("The overlay half sheet of the third article")
@MainActor
struct PartialSheetTests {
  private func openPanel() throws -> SimulatedDevice {
    let device = SimulatedDevice()
    device.show(UIHostingController(rootView: PanelDemo()))
    try device.hand.tap(label: "Show Panel")
    device.advance(by: 0)
    return device
  }

  private func dimming(in device: SimulatedDevice) -> HostedColorView? {
    var found: HostedColorView?
    device.window.forEachInSubtree { view in
      if let color = view as? HostedColorView, color.backgroundColor?.alpha == 0.35 {
        found = color
      }
    }
    return found
  }

  @Test("The dimming shows at once, the content 0.25 s later in virtual time")
  func dimmingFirstThenContent() throws {
    let device = try openPanel()
    let dimmingView = try #require(dimming(in: device))
    #expect(dimmingView.window === device.window)
    #expect(device.hand.findView(showing: "Half panel") == nil)
    device.advance(by: 0.24)
    #expect(device.hand.findView(showing: "Half panel") == nil)
    device.advance(by: 0.01)
    #expect(device.hand.findView(showing: "Half panel") != nil)
    #expect(
      device.trace.lines(in: [.swiftUI]).contains {
        $0.contains(
          "insert _TransitionModifier with transition .asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .bottom))"
        )
      })
  }

  @Test("The overlay covers only the view it modifies, grown into the safe area it ignores")
  func overlayFramesFollowTheModifiedView() throws {
    let device = try openPanel()
    device.advance(by: 1)
    let dimmingView = try #require(dimming(in: device))
    #expect(dimmingView.frameInWindow == CGRect(x: 0, y: 0, width: 390, height: 844))
    let panelText = try #require(device.hand.findView(showing: "Half panel"))
    let panel = try #require(panelText.superview)
    #expect(panel.frameInWindow.minY == 422)
    #expect(panel.frameInWindow.height == 422)
  }

  @Test(
    "A tap on the dimmed area dismisses in two steps: the content, then 0.25 s later the dimming")
  func tapOnDimmingDismissesInTwoSteps() throws {
    let device = try openPanel()
    device.advance(by: 1)
    try device.hand.tap(at: CGPoint(x: 195, y: 100))
    device.advance(by: 0)
    let lines = device.trace.lines(in: [.swiftUI])
    #expect(
      lines.contains { $0.contains("remove _TransitionModifier with transition .asymmetric") })
    #expect(dimming(in: device) != nil)
    device.advance(by: 0.25)
    #expect(
      device.trace.lines(in: [.swiftUI]).contains {
        $0.contains("remove SlideUpPanel")
      })
    device.advance(by: 0.35)
    #expect(dimming(in: device) == nil)
    #expect(device.hand.findView(showing: "Half panel") == nil)
  }

  @Test("The modified view is blurred while the panel shows")
  func blurFollowsThePanel() throws {
    let device = try openPanel()
    var radii: [CGFloat] = []
    device.window.forEachInSubtree { view in
      if let effect = view as? HostedEffectView, effect.blurRadius > 0 {
        radii.append(effect.blurRadius)
      }
    }
    #expect(radii == [4])
  }
}
