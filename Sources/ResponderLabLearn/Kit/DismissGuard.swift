public import SimSwiftUI

/// The first article's dismiss guard, ready-made: a `UIHostingController` subclass, wrapped in a
/// `UIViewControllerRepresentable`, that overrides `present` to become the presented controller's
/// presentation delegate and refuses swipes while `blocksDismissal` is true.
///
/// It only sees the sheets presented from its own hosting controller (FIDELITY 7.2, 7.4).
public struct DismissGuard<Content: View>: UIViewControllerRepresentable {
  /// Whether a swipe on a sheet presented from inside the guard is refused.
  public var blocksDismissal: Bool
  /// Where the guard notes each `present` it sees.
  public var log: GuardLog
  /// The guarded content.
  public var content: Content

  /// Guards the sheets that `content` presents.
  public init(blocksDismissal: Bool, log: GuardLog, @ViewBuilder content: () -> Content) {
    self.blocksDismissal = blocksDismissal
    self.log = log
    self.content = content()
  }

  /// Makes the guarding hosting controller.
  public func makeUIViewController(context: UIViewControllerRepresentableContext<DismissGuard>)
    -> GuardHostingController<Content>
  {
    GuardHostingController(rootView: content, blocksDismissal: blocksDismissal, log: log)
  }

  /// Passes the new content and flag on.
  public func updateUIViewController(
    _ controller: GuardHostingController<Content>,
    context: UIViewControllerRepresentableContext<DismissGuard>
  ) {
    controller.rootView = content
    controller.blocksDismissal = blocksDismissal
  }
}
