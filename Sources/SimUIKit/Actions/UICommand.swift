/// A menu command that sends an action selector up the responder chain when chosen.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
  /// The action sent, from the first responder up the chain, when the command is chosen.
  open var action: Selector?
  /// A value the action method can read to tell commands with the same action apart.
  open var propertyList: Any?
  /// The title shown in discoverability overlays.
  open var discoverabilityTitle: String?
  /// The command's attributes; `.disabled` stops it (FIDELITY 11.16).
  open var attributes: Attributes
  /// The command's state.
  open var state: UIMenuElement.State

  /// Creates a command with UIKit's labels.
  public init(
    title: String, action: Selector, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.action = action
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title)
  }
}
