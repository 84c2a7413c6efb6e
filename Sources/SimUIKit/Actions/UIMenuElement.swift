/// The base of menu items and commands: a title and what it looks like.
@preconcurrency @MainActor
open class UIMenuElement {
  /// Attributes that change how an element behaves or looks.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element cannot be chosen; a disabled key command does not match (FIDELITY 11.16).
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element does something destructive.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is hidden.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open after the element is chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The states an element shows, such as a checkmark.
  public enum State: Int, Hashable, Sendable {
    /// Unchecked.
    case off
    /// Checked.
    case on
    /// Mixed.
    case mixed
  }

  /// The element's title.
  open var title: String
  /// The element's subtitle.
  open var subtitle: String?

  /// Creates an element with a title.
  public init(title: String) {
    self.title = title
  }
}

/// A menu element that performs its handler when chosen, and a control's action.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// A stable name for an action.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier; a fresh one unless given.
  public let identifier: Identifier
  /// The title shown in discoverability overlays.
  open var discoverabilityTitle: String?
  /// The action's attributes.
  open var attributes: Attributes
  /// The action's state.
  open var state: State
  /// What the action does.
  public let handler: @MainActor (UIAction) -> Void
  private weak var storedSender: AnyObject?
  // NB: identifiers only need to differ; nothing prints the generated ones.
  private static var madeCount = 0

  /// The object that sent the action (a control or a menu), while its handler runs.
  open var sender: Any? { storedSender }

  /// Creates an action with UIKit's labels.
  public init(
    title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off,
    handler: @escaping @MainActor (UIAction) -> Void
  ) {
    UIAction.madeCount += 1
    self.identifier = identifier ?? Identifier("com.responderlab.action.\(UIAction.madeCount)")
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title)
  }

  /// Runs the handler with `sender` as the action's sender.
  package func perform(sender: AnyObject?) {
    storedSender = sender
    handler(self)
    storedSender = nil
  }
}
