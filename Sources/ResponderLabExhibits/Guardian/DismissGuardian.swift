public import SimSwiftUI

/// Puts its content in a ``GuardianHostingController``, so that sheets presented from the content
/// are guarded while `refusesDismissal` is true.
///
/// The content is erased to `AnyView`, so that dumps name the guard `GuardianHostingController<AnyView>`.
public struct DismissGuardian: UIViewControllerRepresentable {
  /// Whether a swipe is refused.
  public var refusesDismissal: Bool
  /// The form whose flags and journal the guard updates.
  public var form: GuardianForm
  /// The guarded content.
  public var content: AnyView

  /// Guards `content`, refusing swipes while `refusesDismissal` is true.
  public init<Content: View>(
    refusesDismissal: Bool, form: GuardianForm, @ViewBuilder content: () -> Content
  ) {
    self.refusesDismissal = refusesDismissal
    self.form = form
    self.content = AnyView(content())
  }

  /// Makes the guarding hosting controller.
  public func makeUIViewController(context: Context) -> GuardianHostingController<AnyView> {
    GuardianHostingController(rootView: content, refusesDismissal: refusesDismissal)
  }

  /// Passes the new content and the current refusal to the guard.
  public func updateUIViewController(
    _ controller: GuardianHostingController<AnyView>, context: Context
  ) {
    controller.rootView = content
    controller.refusesDismissal = refusesDismissal
    controller.form = form
  }
}
