public import SimSwiftUI

/// Blurs the modified view while an ``OverlaySheet`` is presented over it.
struct OverlaySheetModifier: ViewModifier {
  @Binding var isPresented: Bool
  let heightFraction: CGFloat
  let animation: OverlaySheetAnimation
  let sheet: AnyView

  func body(content: Content) -> some View {
    content
      .blur(radius: isPresented ? 4 : 0)
      .overlay(
        Group {
          if isPresented {
            OverlaySheet(
              isPresented: $isPresented, heightFraction: heightFraction, animation: animation
            ) { sheet }
          } else {
            EmptyView()
          }
        }
      )
  }
}

extension View {
  /// Presents `content` over this view, in its bottom half, while `isPresented` is true.
  public func halfSheet<Content: View>(
    isPresented: Binding<Bool>, animation: OverlaySheetAnimation = .everywhere,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(
      OverlaySheetModifier(
        isPresented: isPresented, heightFraction: 0.5, animation: animation,
        sheet: AnyView(content())))
  }

  /// Presents `content` over this view, in its bottom quarter, while `isPresented` is true.
  public func quarterSheet<Content: View>(
    isPresented: Binding<Bool>, animation: OverlaySheetAnimation = .everywhere,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(
      OverlaySheetModifier(
        isPresented: isPresented, heightFraction: 0.25, animation: animation,
        sheet: AnyView(content())))
  }
}
