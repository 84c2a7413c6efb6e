extension Scenario {
  /// A view controller of a scenario.
  public struct Controller: Sendable {
    /// What kind of controller.
    public enum Kind: String, Sendable, CaseIterable {
      /// A `UIViewController` with a view tree.
      case plain
      /// A `UINavigationController` with a stack.
      case navigation
      /// A `UITabBarController` with tabs.
      case tab
      /// A `UIHostingController` with SwiftUI-like content (needs SimSwiftUI).
      case hosting
      /// A `UIAlertController` (needs SimUIKit's alert support).
      case alert
    }

    /// The id.
    public var id: Reference
    /// The kind.
    public var kind: Kind
    /// The class name dumps show, such as `InboxViewController`.
    public var className: String?
    /// The title.
    public var title: String?
    /// The root view, for plain controllers.
    public var view: View?
    /// Child controllers: the stack of a navigation controller, the tabs of a tab bar controller,
    /// or the children of a plain container (whose views go inside its view).
    public var children: [Reference]
    /// The selected tab, for a tab bar controller.
    public var selectedTab: Int?
    /// `modalPresentationStyle`, for when it is presented.
    public var presentationStyle: String?
    /// `isModalInPresentation` (FIDELITY 4.6).
    public var isModalInPresentation: Bool
    /// `definesPresentationContext` (FIDELITY 3.4).
    public var definesPresentationContext: Bool
    /// The sheet's configuration, for page and form sheets (FIDELITY 6).
    public var sheet: Sheet?
    /// A controller this one presents when the scenario starts, without animation.
    public var presents: Reference?
    /// The SwiftUI-like content of a hosting controller, kept as written.
    public var content: JSONValue?
    /// The initial named values of a hosting controller's content: flags and texts.
    public var state: JSONValue?
    /// An alert's message and actions.
    public var alert: Alert?
    /// The action methods a plain controller implements, as selectors: `["save:"]` (FIDELITY
    /// 11.12).
    public var performs: [String] = []
    /// The key commands the controller adds with `addKeyCommand(_:)` (FIDELITY 11.15).
    public var keyCommands: [KeyCommand] = []
  }

  /// A key command of a scenario's controller.
  public struct KeyCommand: Sendable {
    /// The key: one character, or a name such as `escape`.
    public var input: String
    /// The modifier names: `command`, `shift`, `control`, `option`, `capsLock`.
    public var modifiers: [String]
    /// The action's selector: `save:`.
    public var action: String
    /// The title menus show.
    public var title: String?
  }
}
