import SimSwiftUI

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
