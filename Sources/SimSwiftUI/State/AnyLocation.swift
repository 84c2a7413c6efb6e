// NB: the simulation runs on the main actor alone. Locations, bindings and publishers are nonisolated
// because SwiftUI's are (a nonisolated coordinator may set a `@Binding`), so they keep their
// bookkeeping in plain classes and reach the main-actor graph through `MainActor.assumeIsolated`.

/// A source of truth that views can depend on: a state slot, an observable object's publisher.
package class AnyLocation {
  private var subscribers: [ObjectIdentifier: WeakSubscriber] = [:]

  package init() {}

  /// Notes that the body being evaluated read this location.
  package func recordRead() {
    DependencyRecorder.current?.record(self)
  }

  package func subscribe(_ subscriber: any LocationSubscriber) {
    subscribers[ObjectIdentifier(subscriber)] = WeakSubscriber(value: subscriber)
  }

  package func unsubscribe(_ subscriber: any LocationSubscriber) {
    subscribers[ObjectIdentifier(subscriber)] = nil
  }

  /// Tells every subscriber that the location changed, in a stable order.
  package func notifyChange(transaction: Transaction) {
    let live = subscribers.values.compactMap(\.value)
    subscribers = subscribers.filter { $0.value.value != nil }
    for subscriber in live.sorted(by: { $0.subscriberOrder < $1.subscriberOrder }) {
      subscriber.locationDidChange(transaction: transaction)
    }
  }
}

/// An object told when a location it depends on changes.
package protocol LocationSubscriber: AnyObject {
  /// A number that orders notifications deterministically.
  var subscriberOrder: Int { get }
  /// Called when the location changed.
  func locationDidChange(transaction: Transaction)
}

private struct WeakSubscriber {
  weak var value: (any LocationSubscriber)?
}

/// A location that stores a value: the storage behind `@State`.
package final class StoredLocation<Value>: AnyLocation {
  private var storedValue: Value

  package init(_ value: Value) {
    self.storedValue = value
  }

  /// The value; reading it records a dependency of the body being evaluated.
  package var value: Value {
    recordRead()
    return storedValue
  }

  /// Replaces the value and tells the views that depend on it.
  package func set(_ newValue: Value, transaction: Transaction) {
    DependencyRecorder.current?.wroteState = true
    storedValue = newValue
    notifyChange(transaction: transaction.merged(with: Transaction.current))
  }
}

/// Collects the locations read while a body is evaluated.
package final class DependencyRecorder {
  // NB: set and read only on the main actor, around a body evaluation.
  nonisolated(unsafe) package static var current: DependencyRecorder?
  package private(set) var locations: [AnyLocation] = []
  /// Whether state was written while this recorder collected reads: a body changed state.
  package var wroteState = false

  package init() {}

  package func record(_ location: AnyLocation) {
    if !locations.contains(where: { $0 === location }) { locations.append(location) }
  }

  /// Runs `body` without recording any read.
  package static func untracked<T>(_ body: () -> T) -> T {
    let previous = current
    current = nil
    defer { current = previous }
    return body()
  }

  /// Runs `body` with this recorder collecting reads.
  package func collect<T>(_ body: () -> T) -> T {
    let previous = DependencyRecorder.current
    DependencyRecorder.current = self
    defer { DependencyRecorder.current = previous }
    return body()
  }
}
