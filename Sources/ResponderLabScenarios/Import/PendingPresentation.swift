import SimUIKit

/// A presentation read from a dump, waiting for its presenter to be on screen.
@MainActor
final class PendingPresentation {
  let presented: UIViewController
  let presenter: UIViewController
  let presentationClass: String?
  let presentationAddress: UInt?
  let line: Int

  init(
    presented: UIViewController, presenter: UIViewController, presentationClass: String?,
    presentationAddress: UInt?, line: Int
  ) {
    self.presented = presented
    self.presenter = presenter
    self.presentationClass = presentationClass
    self.presentationAddress = presentationAddress
    self.line = line
  }
}
