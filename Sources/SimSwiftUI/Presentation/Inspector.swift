public import Foundation

extension View {
  /// Shows `content` in an inspector while `isPresented` is true (iOS 17).
  ///
  /// On a phone (a compact width) SwiftUI shows the inspector as a sheet: the simulator presents it
  /// as `.sheet(isPresented:)` does, in a ``PresentationHostingController`` (FIDELITY 20.11, 7.1).
  /// The trailing column of a regular width comes with device profiles.
  public func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> V
  ) -> some View {
    modifier(
      _SheetModifier(
        isPresented: isPresented, onDismiss: nil, content: content, style: .automatic,
        identity: { nil }))
  }

  /// Sets the inspector column's width; a phone's inspector is a sheet, which has no column.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// Sets the inspector column's width range; a phone's inspector is a sheet, which has no column.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    self
  }
}
