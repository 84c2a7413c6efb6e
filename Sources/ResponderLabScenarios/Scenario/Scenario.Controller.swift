extension Scenario {
  /// A view controller of a scenario.
  public struct Controller: Sendable {
    /// What kind of controller: one of the kinds the tools know (`plain`, `navigation`, `tab`,
    /// `hosting`, `alert`), each declared once for the scenario builder and the dump importer.
    public struct Kind: RawRepresentable, Hashable, Sendable, CaseIterable {
      /// The kind's name in a scenario's `"kind"`.
      public let rawValue: String

      /// The kind named `rawValue`, or nil if no kind has that name.
      public init?(rawValue: String) {
        guard ContainerKind.all.contains(where: { $0.name == rawValue }) else { return nil }
        self.rawValue = rawValue
      }

      init(registered kind: ContainerKind) {
        rawValue = kind.name
      }

      /// Every kind, in the order the importer tries them.
      public static var allCases: [Kind] { ContainerKind.all.map(Kind.init(registered:)) }
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
    /// The view a `.popover` presentation points at: its `sourceView` (FIDELITY 12.15).
    public var popoverSource: Reference? = nil
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
