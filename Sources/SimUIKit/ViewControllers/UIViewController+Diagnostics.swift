// What dumps need to know about a controller.
extension UIViewController {
  /// The appearance state as `_printHierarchy` prints it: appeared, disappeared, appearing or
  /// disappearing (the last two are unconfirmed, FIDELITY 10.2).
  public var appearanceStateName: String { appearState.rawValue }

  /// The controller this one presented directly, for dumps.
  public var presentedControllerForDump: UIViewController? { presentedChild }

  /// The presentation controller that presented this controller, for dumps.
  public var presentationControllerForDump: UIPresentationController? {
    presentingParent == nil ? nil : storedPresentationController
  }
}
