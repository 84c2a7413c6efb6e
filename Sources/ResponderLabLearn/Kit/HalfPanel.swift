public import SimSwiftUI

extension View {
  /// The third article's half sheet, ready-made: an overlay with a dimming layer that closes it on a
  /// tap, and `content` over the bottom half, shown and hidden in two steps 0.25 s apart.
  ///
  /// An overlay covers only the view it modifies, so apply it to the view that should be covered.
  public func halfPanel<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(HalfPanelModifier(isPresented: isPresented, panel: AnyView(content())))
  }
}

private struct HalfPanelModifier: ViewModifier {
  @Binding var isPresented: Bool
  let panel: AnyView

  func body(content: Content) -> some View {
    content
      .overlay(
        Group {
          if isPresented {
            HalfPanel(isPresented: $isPresented, panel: panel)
          } else {
            EmptyView()
          }
        }
      )
  }
}

private struct HalfPanel: View {
  @Binding var isPresented: Bool
  let panel: AnyView
  @State private var contentShown = false

  var body: some View {
    GeometryReader { reader in
      ZStack(alignment: .bottom) {
        PanelDimming(isPresented: $isPresented, contentShown: $contentShown)
          .zIndex(0)
        if contentShown {
          panel
            .zIndex(1)
            .frame(width: reader.size.width, height: reader.size.height * 0.5)
            .transition(.move(edge: .bottom))
        }
      }
    }
    .edgesIgnoringSafeArea(.all)
  }
}

private struct PanelDimming: View {
  @Binding var isPresented: Bool
  @Binding var contentShown: Bool

  var body: some View {
    Color.black.opacity(0.35)
      .onTapGesture {
        withAnimation { contentShown = false }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
          withAnimation { isPresented = false }
        }
      }
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
          withAnimation { contentShown = true }
        }
      }
  }
}
