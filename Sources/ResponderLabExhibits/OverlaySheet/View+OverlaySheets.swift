public import SimSwiftUI

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
