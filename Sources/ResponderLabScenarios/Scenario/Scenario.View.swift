public import Foundation

extension Scenario {
  /// A view of a scenario, with its subviews.
  public struct View: Sendable {
    /// The id, if the file gave one.
    public var id: Reference?
    /// "view", "label", "button" (with `text` as its title), "textField" or "stack" (a
    /// `UIStackView` arranging its subviews with Auto Layout).
    public var kind: String
    /// The class name dumps show.
    public var className: String?
    /// The frame in the superview.
    public var frame: CGRect
    /// A label's text, a button's title or a text field's text.
    public var text: String?
    /// Flags, as UIKit names them.
    public var isHidden: Bool, alpha: Double, isUserInteractionEnabled: Bool, clipsToBounds: Bool
    /// A named system colour or `#rrggbb`.
    public var backgroundColor: String?
    /// `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// The subviews, back to front; a stack's arranged subviews, in order.
    public var subviews: [View]
    /// A stack's axis: "horizontal" (UIKit's default) or "vertical".
    public var axis = "horizontal"
    /// A stack's spacing between arranged views (default 0).
    public var spacing = 0.0
    /// Where the view was written.
    public var position: SourcePosition
  }
}
