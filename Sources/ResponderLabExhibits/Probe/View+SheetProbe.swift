public import SimSwiftUI

extension View {
  /// Refuses a swipe on the enclosing sheet while `isDisabled` is true, and changes `attempt` each
  /// time the user tries: a probe behind this view installs the delegate that does it.
  ///
  /// The name follows the native `interactiveDismissDisabled(_:)`, which the probe exhibit shows
  /// beside it.
  public func interactiveDismissDisabled(
    _ isDisabled: Bool, attempt: Binding<Int>, setup: ProbeSetup = .article,
    journal: ProbeJournal
  ) -> some View {
    background(SheetProbe(refuses: isDisabled, attempt: attempt, setup: setup, journal: journal))
  }
}
