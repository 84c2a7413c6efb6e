public import SimSwiftUI

/// A sheet drawn as an overlay: a dimmed backdrop, then the content at `heightFraction` of the
/// height of the view it overlays, sliding in from the bottom.
///
/// Fixed `zIndex` values keep the backdrop and the content apart so that the content's transition
/// runs on the same view going in and out.
public struct OverlaySheet<Content: View>: View {
  @Binding private var isPresented: Bool
  @State private var isContentShown = false
  private let heightFraction: CGFloat
  private let animation: OverlaySheetAnimation
  private let content: Content

  /// Creates the sheet; `heightFraction` is the share of the overlaid view's height it takes.
  public init(
    isPresented: Binding<Bool>, heightFraction: CGFloat,
    animation: OverlaySheetAnimation = .everywhere, @ViewBuilder content: () -> Content
  ) {
    _isPresented = isPresented
    self.heightFraction = heightFraction
    self.animation = animation
    self.content = content()
  }

  /// The backdrop and, once shown, the content at the bottom.
  public var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .bottom) {
        OverlaySheetBackdrop(
          isPresented: $isPresented, isContentShown: $isContentShown, animation: animation
        )
        .zIndex(0)
        if isContentShown {
          content
            .zIndex(1)
            .frame(width: proxy.size.width, height: proxy.size.height * heightFraction)
            .accessibilityIdentifier("overlay sheet")
            .clipped()
            .shadow(radius: 10)
            .transition(.asymmetric(insertion: .move(edge: .bottom), removal: .move(edge: .bottom)))
        }
      }
    }
    .edgesIgnoringSafeArea(.all)
  }
}
