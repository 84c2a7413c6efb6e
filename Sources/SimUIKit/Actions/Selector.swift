/// The name of an Objective-C method, as UIKit's target-action and responder APIs take it.
///
/// Linux has no Objective-C runtime, so there is no `#selector`. Code names actions the way
/// Objective-C spells them, one colon per argument: `Selector("copy:")` for `copy(_:)`,
/// `Selector("refresh")` for `refresh()`, `Selector("showViewController:sender:")` for
/// `show(_:sender:)`. A string literal works wherever a selector is expected.
///
/// A responder's Swift method is found for a selector through its class's
/// ``UIResponder/actionMethods`` table (see ``ActionMethod``).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The selector's Objective-C spelling, such as `copy:`.
  public let name: String

  /// Creates a selector from its Objective-C spelling, such as `"copy:"`.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a selector from a string literal: `let action: Selector = "copy:"`.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// The Objective-C spelling.
  public var description: String { name }

  /// How many arguments the method takes: the number of colons.
  public var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }

  /// The part before the first colon: `copy` for `copy:`.
  package var baseName: Substring { name.prefix { $0 != ":" } }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The Objective-C spelling of a selector, as Foundation's function of that name returns it.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
  aSelector.name
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A selector from its Objective-C spelling, as Foundation's function of that name makes it.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(aSelectorName)
}
