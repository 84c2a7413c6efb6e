public import Foundation

extension Scenario {
  /// A view of a scenario, with its subviews.
  public struct View: Sendable {
    /// The id, if the file gave one.
    public var id: Reference?
    /// "view", "label", "button" (with `text` as its title) or "textField".
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
    /// The subviews, back to front.
    public var subviews: [View]
    /// Where the view was written.
    public var position: SourcePosition
  }
}
