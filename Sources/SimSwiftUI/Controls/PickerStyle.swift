/// How a `Picker` shows its options.
public protocol PickerStyle {}

/// The styles the simulator draws.
package enum PickerStyleKind: String, Sendable {
  case automatic, menu, segmented, navigationLink, inline, wheel, palette
}

/// A picker style that says which kind it is.
package protocol PickerStyleKindProviding {
  var kind: PickerStyleKind { get }
}

/// The platform's default: a menu on a phone (iOS 16 and later).
public struct DefaultPickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .automatic }
}

/// A button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .menu }
}

/// A segmented control, one segment per option.
public struct SegmentedPickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .segmented }
}

/// A row that pushes a list of the options onto the enclosing navigation stack.
public struct NavigationLinkPickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .navigationLink }
}

/// The options shown inline, in the enclosing list (drawn as a menu by the simulator).
public struct InlinePickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .inline }
}

/// A scrolling wheel (drawn as a menu by the simulator).
public struct WheelPickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .wheel }
}

/// A row of options in a menu (drawn as a menu by the simulator).
public struct PalettePickerStyle: PickerStyle, PickerStyleKindProviding {
  /// Creates the style.
  public init() {}
  package var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: PickerStyleKind { .automatic }
}

extension EnvironmentValues {
  package var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of the pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let kind = (style as? any PickerStyleKindProviding)?.kind ?? .automatic
    return modifier(EnvironmentWritingModifier { $0.pickerStyleKind = kind })
  }
}
