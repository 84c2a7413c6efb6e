extension Scenario {
  /// An object installed as a delegate, and what it answers.
  public struct Delegate: Sendable {
    /// The id.
    public var id: Reference
    /// The class name shown in traces.
    public var className: String?
    /// Which delegate: "presentationController" (`UIAdaptivePresentationControllerDelegate`) or
    /// "sheetPresentationController" (`UISheetPresentationControllerDelegate`).
    public var role: String
    /// The controller whose presentation controller gets this delegate.
    public var of: Reference
    /// What `presentationControllerShouldDismiss` answers; nil means not implemented.
    public var shouldDismiss: Bool?
  }
}
