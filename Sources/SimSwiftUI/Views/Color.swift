import Foundation

/// A colour, and a view that fills the space it is offered with it.
///
/// A plain value, as in the SDK (`struct Color: Hashable, CustomStringConvertible, Sendable`, with
/// its `View` conformance in an extension): code off the main actor can make one.
public struct Color: Hashable, CustomStringConvertible, Sendable {
  package let uiColor: UIColor

  /// A colour from a UIKit colour.
  public init(_ color: UIColor) {
    uiColor = color
  }

  /// A colour from its components.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    uiColor = UIColor(red: red, green: green, blue: blue, alpha: opacity)
  }

  /// A grey.
  public init(white: Double, opacity: Double = 1) {
    uiColor = UIColor(white: white, alpha: opacity)
  }

  /// The same colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(uiColor.withAlphaComponent(uiColor.alpha * opacity))
  }

  /// The colour's description.
  public var description: String { uiColor.description }

  /// Black.
  public static let black = Color(.black)
  /// White.
  public static let white = Color(.white)
  /// Red.
  public static let red = Color(.red)
  /// Green.
  public static let green = Color(.green)
  /// Blue.
  public static let blue = Color(.blue)
  /// Grey.
  public static let gray = Color(.gray)
  /// Transparent.
  public static let clear = Color(.clear)
  /// The primary content colour.
  public static let primary = Color(.label)
  /// The accent colour.
  public static let accentColor = Color(.systemBlue)

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Color: View {}

extension Color: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] { [] }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedColorView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    view.backgroundColor = uiColor
  }
}

/// The UIKit view that draws a `Color`.
public final class HostedColorView: UIView {}
