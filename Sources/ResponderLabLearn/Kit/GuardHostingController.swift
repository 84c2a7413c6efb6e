public import SimSwiftUI

/// The hosting controller of a ``DismissGuard``: it becomes the delegate of what it presents.
public final class GuardHostingController<Content: View>: UIHostingController<Content>,
  UIAdaptivePresentationControllerDelegate
{
  /// Whether swipes are refused.
  public var blocksDismissal: Bool
  private let log: GuardLog

  init(rootView: Content, blocksDismissal: Bool, log: GuardLog) {
    self.blocksDismissal = blocksDismissal
    self.log = log
    super.init(rootView: rootView)
  }

  /// Not supported.
  public required init?(coder aDecoder: NSCoder) {
    nil
  }

  /// Installs the guard as the presented controller's presentation delegate, then presents.
  public override func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    log.presentedClassNames.append(viewControllerToPresent.className)
    viewControllerToPresent.presentationController?.delegate = self
    super.present(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Refuses while ``blocksDismissal`` is true.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool {
    !blocksDismissal
  }
}
