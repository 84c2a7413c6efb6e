// Deciding whether a view's inputs changed, so that an unchanged view's body is not re-evaluated.
//
// Matches SwiftUI in spirit: SwiftUI compares a view's stored properties and skips the body when they
// are all equal. Here: Equatable values compare with ==, objects by identity, structs and tuples field
// by field, property wrappers by their own rules; closures never compare equal.

/// A stored property with its own rule for "unchanged".
package protocol InputComparable {
  /// Whether `other` (of the same type) counts as the same input.
  func isSameInput(as other: Any) -> Bool
}

package enum ViewInputs {
  /// Whether two values of a view's stored properties count as equal.
  package static func equal(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let comparable = lhs as? any InputComparable { return comparable.isSameInput(as: rhs) }
    if let equatable = lhs as? any Equatable { return isEqual(equatable, rhs) }
    if type(of: lhs) is AnyClass {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    guard depth < 8 else { return false }
    let left = Mirror(reflecting: lhs)
    let right = Mirror(reflecting: rhs)
    switch left.displayStyle {
    case .struct?, .tuple?:
      return zip(left.children, right.children).allSatisfy {
        equal($0.value, $1.value, depth: depth + 1)
      }
    case .enum?, .optional?:
      let leftChildren = Array(left.children)
      let rightChildren = Array(right.children)
      guard leftChildren.count == rightChildren.count else { return false }
      if leftChildren.isEmpty { return String(describing: lhs) == String(describing: rhs) }
      return leftChildren.first?.label == rightChildren.first?.label
        && zip(leftChildren, rightChildren).allSatisfy {
          equal($0.value, $1.value, depth: depth + 1)
        }
    default:
      return false
    }
  }

  /// Whether a view of this type reads its environment (`@Environment`, `@EnvironmentObject`).
  @MainActor
  package static func readsEnvironment(_ view: any View) -> Bool {
    let key = ObjectIdentifier(type(of: view))
    if let known = environmentReaders[key] { return known }
    let subject: Any = view.asModifiedContent?.modifierValue ?? view
    let reads = Mirror(reflecting: subject).children.contains {
      $0.value is any EnvironmentReading
    }
    environmentReaders[key] = reads
    return reads
  }

  @MainActor private static var environmentReaders: [ObjectIdentifier: Bool] = [:]

  private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

extension State: InputComparable {
  package func isSameInput(as other: Any) -> Bool { true }
}

extension StateObject: InputComparable {
  package func isSameInput(as other: Any) -> Bool { true }
}

extension ObservedObject: InputComparable {
  package func isSameInput(as other: Any) -> Bool {
    (other as? Self)?.wrappedValue === wrappedValue
  }
}

extension Binding: InputComparable {
  package func isSameInput(as other: Any) -> Bool {
    guard let location, let other = other as? Self, let otherLocation = other.location else {
      return false
    }
    guard location === otherLocation,
      let snapshot = self.snapshot as? any Equatable
    else { return false }
    return ViewInputs.equal(snapshot, other.snapshot)
  }
}

/// A property that reads the environment.
package protocol EnvironmentReading {}

extension Environment: EnvironmentReading {}
extension EnvironmentObject: EnvironmentReading {}

extension Environment: InputComparable {
  // NB: environment changes are not tracked per key; a reader re-evaluates with its parent.
  package func isSameInput(as other: Any) -> Bool { false }
}

extension EnvironmentObject: InputComparable {
  package func isSameInput(as other: Any) -> Bool { false }
}
