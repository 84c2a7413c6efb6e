public import Foundation

/// The traits of an environment: its size classes, idiom, display scale and appearance
/// (FIDELITY 12.1–12.4).
///
/// Immutable, as in UIKit. A trait nobody set is unspecified (`0` for the display scale); a trait
/// environment's collection has every trait the device specifies (FIDELITY 12.4).
public struct UITraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// The older name of ``UIUserInterfaceSizeClass``, kept for code written against it.
  public typealias SizeClass = UIUserInterfaceSizeClass

  /// The horizontal size class.
  public fileprivate(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The vertical size class.
  public fileprivate(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// The kind of device.
  public fileprivate(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
  /// Pixels per point; 0 when unspecified.
  public fileprivate(set) var displayScale: CGFloat = 0
  /// Light or dark.
  public fileprivate(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified

  /// A collection with every trait unspecified.
  public init() {}

  /// A collection with only the horizontal size class specified.
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// A collection with only the vertical size class specified.
  public init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.verticalSizeClass = verticalSizeClass
  }

  /// A collection with only the idiom specified.
  public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// A collection with only the display scale specified.
  public init(displayScale: CGFloat) {
    self.displayScale = displayScale
  }

  /// A collection with only the appearance specified.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// Both size classes; the sheet model's shorthand.
  package init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }

  /// A collection combining `traitCollections`: for each trait, the last one that specifies it wins.
  public init(traitsFrom traitCollections: [UITraitCollection]) {
    for collection in traitCollections { self = self.applying(collection) }
  }

  /// A collection made by setting traits in `mutations`, starting from an unspecified one.
  public init(mutations: (inout any UIMutableTraits) -> Void) {
    self = UITraitCollection().modifyingTraits(mutations)
  }

  /// A copy with the traits set in `mutations` changed.
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var traits: any UIMutableTraits = TraitCollectionMutator(collection: self)
    mutations(&traits)
    return (traits as? TraitCollectionMutator)?.collection ?? self
  }

  /// Whether `trait` has a different value in `other`.
  package func differs(in trait: TraitKey, from other: UITraitCollection) -> Bool {
    switch trait {
    case .horizontalSizeClass: horizontalSizeClass != other.horizontalSizeClass
    case .verticalSizeClass: verticalSizeClass != other.verticalSizeClass
    case .userInterfaceIdiom: userInterfaceIdiom != other.userInterfaceIdiom
    case .displayScale: displayScale != other.displayScale
    case .userInterfaceStyle: userInterfaceStyle != other.userInterfaceStyle
    }
  }

  /// The traits whose values differ in `other`.
  package func changedTraits(from other: UITraitCollection) -> Set<TraitKey> {
    Set(TraitKey.allCases.filter { differs(in: $0, from: other) })
  }

  /// This collection with every trait that `other` specifies taken from `other`.
  package func applying(_ other: UITraitCollection) -> UITraitCollection {
    var result = self
    if other.horizontalSizeClass != .unspecified {
      result.horizontalSizeClass = other.horizontalSizeClass
    }
    if other.verticalSizeClass != .unspecified {
      result.verticalSizeClass = other.verticalSizeClass
    }
    if other.userInterfaceIdiom != .unspecified {
      result.userInterfaceIdiom = other.userInterfaceIdiom
    }
    if other.displayScale != 0 { result.displayScale = other.displayScale }
    if other.userInterfaceStyle != .unspecified {
      result.userInterfaceStyle = other.userInterfaceStyle
    }
    return result
  }

  /// This collection with the traits set in `overrides` replaced.
  package func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
    guard !overrides.isEmpty else { return self }
    var result = self
    overrides.values.horizontalSizeClass.map { result.horizontalSizeClass = $0 }
    overrides.values.verticalSizeClass.map { result.verticalSizeClass = $0 }
    overrides.values.userInterfaceIdiom.map { result.userInterfaceIdiom = $0 }
    overrides.values.displayScale.map { result.displayScale = $0 }
    overrides.values.userInterfaceStyle.map { result.userInterfaceStyle = $0 }
    return result
  }

  /// Whether the appearance differs from `other`'s.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
  }

  /// Whether this collection has every trait that `other` specifies, with the same value.
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return applying(other) == self
  }

  /// The specified traits, in the shape of UIKit's description:
  /// `<UITraitCollection; HorizontalSizeClass = Compact, …>`.
  public var description: String {
    var parts: [String] = []
    if userInterfaceIdiom != .unspecified {
      parts.append("UserInterfaceIdiom = \(userInterfaceIdiom.description.capitalized)")
    }
    if displayScale != 0 { parts.append("DisplayScale = \(displayScale.compactDescription)") }
    if horizontalSizeClass != .unspecified {
      parts.append("HorizontalSizeClass = \(horizontalSizeClass.description.capitalized)")
    }
    if verticalSizeClass != .unspecified {
      parts.append("VerticalSizeClass = \(verticalSizeClass.description.capitalized)")
    }
    if userInterfaceStyle != .unspecified {
      parts.append("UserInterfaceStyle = \(userInterfaceStyle.description.capitalized)")
    }
    return "<UITraitCollection; \(parts.joined(separator: ", "))>"
  }
}

/// The traits the simulator models, one per `UITrait…` type.
package enum TraitKey: String, Hashable, Sendable, CaseIterable {
  case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, displayScale, userInterfaceStyle
}

/// The mutable traits `UITraitCollection(mutations:)` hands out.
private struct TraitCollectionMutator: UIMutableTraits {
  var collection: UITraitCollection

  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { collection.horizontalSizeClass }
    set { collection.horizontalSizeClass = newValue }
  }
  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { collection.verticalSizeClass }
    set { collection.verticalSizeClass = newValue }
  }
  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { collection.userInterfaceIdiom }
    set { collection.userInterfaceIdiom = newValue }
  }
  var displayScale: CGFloat {
    get { collection.displayScale }
    set { collection.displayScale = newValue }
  }
  var userInterfaceStyle: UIUserInterfaceStyle {
    get { collection.userInterfaceStyle }
    set { collection.userInterfaceStyle = newValue }
  }
}
