/// A list of values of any `Hashable` type: the path of a `NavigationStack(path:)`, one screen per
/// value above the root.
public struct NavigationPath: Equatable {
  package var elements: [AnyHashable]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path holding `elements`, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values, one per screen above the root.
  public var count: Int { elements.count }

  /// Whether the path is empty: the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends `value`: the stack pushes the destination registered for its type.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values: the stack pops that many screens.
  ///
  /// SwiftUI stops the program when `k` exceeds ``count``; the simulator empties the path and
  /// reports the misuse as a fault of the current simulation, from any isolation: at once on the
  /// main actor, on the device's next turn elsewhere.
  public mutating func removeLast(_ k: Int = 1) {
    guard k >= 0, k <= elements.count else {
      let count = elements.count
      elements.removeAll()
      Simulation.recordFromAnyIsolation(
        UIKitFault(
          exceptionName: "NavigationPath",
          reason: "Can't remove \(k) items from a NavigationPath of \(count) items.",
          fix: "remove at most path.count items (path.removeLast(path.count) pops to the root)."
        ))
      return
    }
    elements.removeLast(k)
  }
}

/// Where a `NavigationStack(path:)` reads and writes its path: a `NavigationPath` or a collection of
/// one `Hashable` type.
@MainActor
package protocol NavigationPathSource {
  /// The path's values, read so that a change to the binding's source updates `node` again.
  func elements(observedBy node: ViewNode) -> [AnyHashable]
  /// The path's values, read without recording a dependency.
  var currentElements: [AnyHashable] { get }
  /// Keeps the first `count` values.
  func truncate(to count: Int)
  /// Appends `value`; false when the path cannot hold a value of its type.
  func append(_ value: AnyHashable) -> Bool
  /// The type of value the path holds, for messages.
  var elementDescription: String { get }
}

/// A path kept in a `NavigationPath`.
package struct NavigationPathBindingSource: NavigationPathSource {
  let binding: Binding<NavigationPath>

  package func elements(observedBy node: ViewNode) -> [AnyHashable] {
    node.read(binding).elements
  }
  package var currentElements: [AnyHashable] {
    DependencyRecorder.untracked { binding.wrappedValue.elements }
  }
  package func truncate(to count: Int) {
    let current = currentElements.count
    guard count < current else { return }
    binding.wrappedValue.removeLast(current - count)
  }
  package func append(_ value: AnyHashable) -> Bool {
    binding.wrappedValue.elements.append(value)
    return true
  }
  package var elementDescription: String { "NavigationPath" }
}

/// A path kept in a collection of one `Hashable` type (`[Recipe]`, `[Int]`).
package struct CollectionPathSource<Data>: NavigationPathSource
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  let binding: Binding<Data>

  package func elements(observedBy node: ViewNode) -> [AnyHashable] {
    node.read(binding).map { AnyHashable($0) }
  }
  package var currentElements: [AnyHashable] {
    DependencyRecorder.untracked { binding.wrappedValue.map { AnyHashable($0) } }
  }
  package func truncate(to count: Int) {
    let current = DependencyRecorder.untracked { binding.wrappedValue.count }
    guard count < current else { return }
    binding.wrappedValue.removeLast(current - count)
  }
  package func append(_ value: AnyHashable) -> Bool {
    guard let element = value.base as? Data.Element else { return false }
    binding.wrappedValue.append(element)
    return true
  }
  package var elementDescription: String { "[\(Data.Element.self)]" }
}
