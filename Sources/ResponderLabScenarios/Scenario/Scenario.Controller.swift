public import Foundation

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
    /// An alert's message and actions.
    public var alert: Alert?
  }

  /// A sheet's configuration (FIDELITY 6.1–6.7).
  public struct Sheet: Hashable, Sendable {
    /// The detents, smallest first: "medium", "large", or a height in points.
    public var detents: [String]
    /// The detent the sheet starts at; nil means the smallest (FIDELITY 6.4).
    public var selectedDetent: String?
    /// The largest detent without dimming (FIDELITY 6.6).
    public var largestUndimmedDetent: String?
    /// Whether the grabber is shown (FIDELITY 6.7).
    public var prefersGrabberVisible: Bool
  }

  /// An alert's contents.
  public struct Alert: Hashable, Sendable {
    /// The message.
    public var message: String?
    /// The buttons' titles and styles ("default", "cancel", "destructive").
    public var actions: [(title: String, style: String)]

    public static func == (lhs: Alert, rhs: Alert) -> Bool {
      lhs.message == rhs.message && lhs.actions.map(\.title) == rhs.actions.map(\.title)
        && lhs.actions.map(\.style) == rhs.actions.map(\.style)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(message)
      hasher.combine(actions.map(\.title))
    }
  }

  /// A view of a scenario, with its subviews.
  public struct View: Sendable {
    /// The id, if the file gave one.
    public var id: Reference?
    /// "view" or "label".
    public var kind: String
    /// The class name dumps show.
    public var className: String?
    /// The frame in the superview.
    public var frame: CGRect
    /// A label's text.
    public var text: String?
    /// Flags, as UIKit names them.
    public var isHidden: Bool, alpha: Double, isUserInteractionEnabled: Bool, clipsToBounds: Bool
    /// A named system colour or `#rrggbb`.
    public var backgroundColor: String?
    /// `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// The subviews, back to front.
    public var subviews: [View]
    /// Where the view was written.
    public var position: SourcePosition
  }

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

  /// A point or a view that `explain` follows.
  public struct Probe: Sendable {
    /// The id.
    public var id: Reference
    /// A point in window coordinates.
    public var point: CGPoint?
    /// A view's id or a label's text.
    public var target: Reference?

    /// A probe at a point, made on the command line rather than read from a file.
    public init(point: CGPoint, name: String) {
      self.id = Reference(id: name, position: SourcePosition(line: 0, column: 0))
      self.point = point
      self.target = nil
    }

    init(id: Reference, point: CGPoint?, target: Reference?) {
      self.id = id
      self.point = point
      self.target = target
    }
  }
}
