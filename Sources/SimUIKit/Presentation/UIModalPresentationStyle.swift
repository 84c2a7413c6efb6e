/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Hashable, Sendable, CustomStringConvertible {
  /// Covers the screen; the presenter's view is removed after the transition (FIDELITY 3.11).
  case fullScreen = 0
  /// A sheet that leaves the presenter's view in place (FIDELITY 3.11, 8.6).
  case pageSheet = 1
  /// A smaller sheet, centred on wide screens; a page sheet on a phone.
  case formSheet = 2
  /// Covers the view of the controller that defines the presentation context (FIDELITY 3.4).
  case currentContext = 3
  /// Managed by a custom presentation controller.
  case custom = 4
  /// Covers the screen and keeps the presenter's view.
  case overFullScreen = 5
  /// Covers the context's view and keeps it.
  case overCurrentContext = 6
  /// A popover on wide screens.
  case popover = 7
  /// No adaptation.
  case none = -1
  /// The system's choice: `.pageSheet` for a plain controller (FIDELITY 3.1).
  case automatic = -2

  /// The case's name, as in `.pageSheet`.
  public var description: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    }
  }

  /// Whether the style is a sheet, with a sheet presentation controller (FIDELITY 2.2).
  public var isSheet: Bool { self == .pageSheet || self == .formSheet }

  /// Whether the style presents in a presentation context (FIDELITY 3.4).
  public var usesPresentationContext: Bool {
    self == .currentContext || self == .overCurrentContext
  }

  /// Whether the presenter's view is removed once the transition ends (FIDELITY 3.11).
  public var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

  /// Whether the presenter gets appearance callbacks (FIDELITY 8.5, 8.6): only when its view is
  /// removed.
  public var sendsPresenterAppearanceCallbacks: Bool { removesPresentersView }
}
