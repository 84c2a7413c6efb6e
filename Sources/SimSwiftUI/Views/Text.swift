public import Foundation

/// A view that shows text, measured with the simulator's fixed metric: 8 points a character and
/// 20 points a line (`UILabel.characterWidth`, `UILabel.lineHeight`); it wraps by characters when
/// offered less width than one line needs.
///
/// A plain value, as in the SDK (`struct Text: Equatable, Sendable`, with its `View` conformance in
/// an extension): code off the main actor can make and style one.
public struct Text: Equatable, Sendable {
  /// The text shown.
  public let string: String
  package var font: Font?

  /// Shows a string.
  public init<S: StringProtocol>(_ content: S) {
    string = String(content)
  }

  /// Shows a string without localisation.
  public init(verbatim content: String) {
    string = content
  }

  /// The same text in another font.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The same text, bold.
  public func bold() -> Text { font((font ?? .body).bold()) }

  /// The same text with a colour; the simulator keeps only the text.
  public func foregroundColor(_ color: Color?) -> Text { self }

  /// A primitive view has no body.
  public typealias Body = Never

  /// The size of `string` in the fixed metric, wrapped to `width` when given.
  @MainActor
  package static func measure(_ string: String, width: CGFloat?) -> CGSize {
    let characterWidth = UILabel.characterWidth
    let full = CGFloat(string.count) * characterWidth
    guard let width, width < full, width.isFinite else {
      return CGSize(width: full, height: UILabel.lineHeight)
    }
    let perLine = max(1, Int(width / characterWidth))
    let lines = (string.count + perLine - 1) / perLine
    return CGSize(
      width: CGFloat(min(perLine, string.count)) * characterWidth,
      height: CGFloat(lines) * UILabel.lineHeight)
  }
}

extension Text: View {}

extension Text: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    Text.measure(string, width: proposal.width)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedTextView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let label = view as? HostedTextView else { return }
    if label.text != string { label.text = string }
    label.fontName = (font ?? node.environment.font ?? .body).name
    label.numberOfLines = node.frame.height > UILabel.lineHeight ? 0 : 1
  }
}

/// The UIKit view that draws a `Text`.
public final class HostedTextView: UILabel {
  /// The name of the font the text is drawn in.
  public internal(set) var fontName = "body"

  /// Creates a text view; text does not take touches, as in UIKit's labels.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creating views from archives is not supported; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }
}
