public import Foundation

/// A trait: a named value that trait environments pass down to their descendants (FIDELITY 12.4).
///
/// The simulator models the five system traits below; a trait type of its own is accepted by the
/// APIs that take traits but never changes, and registering for one logs a warning.
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value when nothing specifies one.
  static var defaultValue: Value { get }
  /// The trait's name, for debugging.
  static var name: String { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` and `traitOverrides.remove(_:)` take it.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
  /// `HorizontalSizeClass`.
  public static var name: String { "HorizontalSizeClass" }
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
  /// `VerticalSizeClass`.
  public static var name: String { "VerticalSizeClass" }
}

/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  /// Unspecified.
  public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
  /// `UserInterfaceIdiom`.
  public static var name: String { "UserInterfaceIdiom" }
}

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  /// 0, unspecified.
  public static var defaultValue: CGFloat { 0 }
  /// `DisplayScale`.
  public static var name: String { "DisplayScale" }
}

/// The appearance (light or dark) trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// Unspecified.
  public static var defaultValue: UIUserInterfaceStyle { .unspecified }
  /// `UserInterfaceStyle`.
  public static var name: String { "UserInterfaceStyle" }
}

extension TraitKey {
  /// The key of a system trait type; nil for a trait type of the app's own.
  package init?(_ trait: UITrait) {
    switch ObjectIdentifier(trait) {
    case ObjectIdentifier(UITraitHorizontalSizeClass.self): self = .horizontalSizeClass
    case ObjectIdentifier(UITraitVerticalSizeClass.self): self = .verticalSizeClass
    case ObjectIdentifier(UITraitUserInterfaceIdiom.self): self = .userInterfaceIdiom
    case ObjectIdentifier(UITraitDisplayScale.self): self = .displayScale
    case ObjectIdentifier(UITraitUserInterfaceStyle.self): self = .userInterfaceStyle
    default: return nil
    }
  }
}

/// Read-write access to a set of traits: `UITraitCollection(mutations:)` and `traitOverrides`.
public protocol UIMutableTraits {
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// The display scale.
  var displayScale: CGFloat { get set }
  /// Light or dark.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
}

/// The traits an object sets for itself and its descendants (FIDELITY 12.4), as `traitOverrides`
/// on a scene, window, presentation controller, controller or view.
///
/// A trait read before it is set answers the default value; ``contains(_:)`` tells whether it is set.
public struct UITraitOverrides: UIMutableTraits, Hashable, Sendable, CustomStringConvertible {
  package struct Values: Hashable, Sendable {
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var userInterfaceIdiom: UIUserInterfaceIdiom?
    var displayScale: CGFloat?
    var userInterfaceStyle: UIUserInterfaceStyle?
  }

  package var values = Values()

  /// No overrides.
  package init() {}

  /// Whether no trait is overridden.
  package var isEmpty: Bool { values == Values() }

  /// The horizontal size class override.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass ?? .unspecified }
    set { values.horizontalSizeClass = newValue }
  }
  /// The vertical size class override.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass ?? .unspecified }
    set { values.verticalSizeClass = newValue }
  }
  /// The idiom override.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom ?? .unspecified }
    set { values.userInterfaceIdiom = newValue }
  }
  /// The display scale override.
  public var displayScale: CGFloat {
    get { values.displayScale ?? 0 }
    set { values.displayScale = newValue }
  }
  /// The appearance override.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle ?? .unspecified }
    set { values.userInterfaceStyle = newValue }
  }

  /// Whether `trait` is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    switch TraitKey(trait) {
    case .horizontalSizeClass: values.horizontalSizeClass != nil
    case .verticalSizeClass: values.verticalSizeClass != nil
    case .userInterfaceIdiom: values.userInterfaceIdiom != nil
    case .displayScale: values.displayScale != nil
    case .userInterfaceStyle: values.userInterfaceStyle != nil
    case nil: false
    }
  }

  /// Removes the override of `trait`, so the value comes from the parent again.
  public mutating func remove(_ trait: UITrait) {
    switch TraitKey(trait) {
    case .horizontalSizeClass: values.horizontalSizeClass = nil
    case .verticalSizeClass: values.verticalSizeClass = nil
    case .userInterfaceIdiom: values.userInterfaceIdiom = nil
    case .displayScale: values.displayScale = nil
    case .userInterfaceStyle: values.userInterfaceStyle = nil
    case nil: break
    }
  }

  /// The overridden traits, as in `UITraitOverrides(HorizontalSizeClass = compact)`.
  public var description: String {
    var parts: [String] = []
    values.horizontalSizeClass.map { parts.append("HorizontalSizeClass = \($0)") }
    values.verticalSizeClass.map { parts.append("VerticalSizeClass = \($0)") }
    values.userInterfaceIdiom.map { parts.append("UserInterfaceIdiom = \($0)") }
    values.displayScale.map { parts.append("DisplayScale = \($0.compactDescription)") }
    values.userInterfaceStyle.map { parts.append("UserInterfaceStyle = \($0)") }
    return "UITraitOverrides(\(parts.joined(separator: ", ")))"
  }
}
