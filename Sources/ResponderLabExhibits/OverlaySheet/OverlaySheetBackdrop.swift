import SimSwiftUI

/// The dimmed area behind an overlay sheet: it blocks touches to the view beneath, shows the
/// sheet's content 0.25 s after it appears, and on a tap hides the content, then 0.25 s later clears
/// `isPresented`.
struct OverlaySheetBackdrop: View {
  @Binding var isPresented: Bool
  @Binding var isContentShown: Bool
  let animation: OverlaySheetAnimation

  /// The delay between the two steps, in seconds.
  static let stepDelay = 0.25

  private func change(_ body: @escaping @MainActor () -> Void) {
    if animation == .nowhere { body() } else { withAnimation { body() } }
  }

  private func revealContent() {
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.stepDelay) {
      change { isContentShown = true }
    }
  }

  private func concealContent() {
    change { isContentShown = false }
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.stepDelay) {
      change { isPresented = false }
    }
  }

  var body: some View {
    Color.black.opacity(0.35)
      .accessibilityIdentifier("overlay dimming")
      .onTapGesture { concealContent() }
      .onAppear { revealContent() }
  }
}
