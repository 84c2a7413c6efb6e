public import Foundation

/// What a swipe on a sheet's scrollable content does first.
public enum PresentationContentInteraction: Sendable {
  /// The system's choice: resize.
  case automatic
  /// The sheet grows to its next detent before the content scrolls.
  case resizes
  /// The content scrolls; the sheet keeps its height.
  case scrolls
}

/// A colour, gradient or material that fills a shape or a background.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A translucent blur behind content: drawn by the simulator as clear.
public struct Material: ShapeStyle {
  package let name: String
}

extension ShapeStyle where Self == Material {
  /// The thinnest blur.
  public static var ultraThinMaterial: Material { Material(name: "ultraThinMaterial") }
  /// A thin blur.
  public static var thinMaterial: Material { Material(name: "thinMaterial") }
  /// The standard blur.
  public static var regularMaterial: Material { Material(name: "regularMaterial") }
  /// A thick blur.
  public static var thickMaterial: Material { Material(name: "thickMaterial") }
  /// The thickest blur.
  public static var ultraThickMaterial: Material { Material(name: "ultraThickMaterial") }
  /// The blur of bars.
  public static var bar: Material { Material(name: "bar") }
}

extension View {
  /// Sets the corner radius of the enclosing sheet: its `preferredCornerRadius` (iOS 16.4).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    modifier(_SheetConfigurationModifier(setting: .cornerRadius(cornerRadius)))
  }

  /// Fills the background of the enclosing sheet: a colour becomes the presented hosting
  /// controller's view's `backgroundColor`; a material is drawn as clear, and the trace says so
  /// (iOS 16.4).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let color = (style as? Color)?.uiColor
    let material = (style as? Material)?.name
    return modifier(
      _SheetConfigurationModifier(
        setting: .background(color ?? .clear, material: material)))
  }

  /// Sets what a swipe on the enclosing sheet's scrollable content does first: `.scrolls` turns
  /// off the sheet's `prefersScrollingExpandsWhenScrolledToEdge` (iOS 16.4).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View
  {
    modifier(_SheetConfigurationModifier(setting: .contentInteraction(behavior)))
  }
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color(.black) }
  /// White.
  public static var white: Color { Color(.white) }
  /// Red.
  public static var red: Color { Color(.red) }
  /// Green.
  public static var green: Color { Color(.green) }
  /// Blue.
  public static var blue: Color { Color(.blue) }
  /// Gray.
  public static var gray: Color { Color(.gray) }
  /// Clear.
  public static var clear: Color { Color(.clear) }
}
