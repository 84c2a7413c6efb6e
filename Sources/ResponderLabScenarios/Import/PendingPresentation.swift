import SimUIKit

/// A presentation read from a dump, waiting for its presenter to be on screen.
@MainActor
final class PendingPresentation {
  let presented: UIViewController
  let presenter: UIViewController
  let presentationClass: String?
  let line: Int

  init(
    presented: UIViewController, presenter: UIViewController, presentationClass: String?,
    line: Int
  ) {
    self.presented = presented
    self.presenter = presenter
    self.presentationClass = presentationClass
    self.line = line
  }
}
