/// A named value produced by a view: views below set it with `preference(key:value:)`, an
/// ancestor reads the combined value with `onPreferenceChange(_:perform:)`.
///
/// Matches SwiftUI: several values are combined with
/// ``PreferenceKey/reduce(value:nextValue:)`` in view-tree order, starting from the first value
/// set; a subtree that sets no value leaves the key at ``PreferenceKey/defaultValue``.
public protocol PreferenceKey {
  /// The type of value the preference holds.
  associatedtype Value
  /// The value when no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, accumulated so far in tree order, with the next value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Sets a preference for the modified view's subtree; a value set deeper in the subtree for the
/// same key is replaced.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
  package let value: Key.Value
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// Runs an action when the combined value of a preference in the modified view's subtree changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier
where Key.Value: Equatable {
  package let action: @Sendable (Key.Value) -> Void
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension View {
  /// Sets the value of the preference `key` for this view (and replaces any value its subviews set).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Runs `action` with the combined value of `key` in this view's subtree when it changes.
  ///
  /// The action runs after the update that changed the value, on the same turn of the main queue,
  /// once the update has laid out and drawn; state it writes makes another update.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}

/// A modifier that sets a value of some preference key.
@MainActor
package protocol PreferenceWriting {
  var keyType: Any.Type { get }
  var anyValue: Any { get }
}

extension _PreferenceWritingModifier: PrimitiveModifier, PreferenceWriting {
  package var keyType: Any.Type { Key.self }
  package var anyValue: Any { value }
}

/// The value an `onPreferenceChange` action last saw.
@MainActor
private final class PreferenceObservation<Value> {
  var last: Value?
}

extension _PreferenceActionModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let observation =
      node.primitiveState as? PreferenceObservation<Key.Value> ?? PreferenceObservation()
    node.primitiveState = observation
    let action = action
    node.graph.afterUpdate { [weak node] in
      guard let node, !node.isRemoving else { return }
      let value = PreferenceValues.combined(Key.self, below: node)
      guard observation.last != value else { return }
      observation.last = value
      node.graph.host?.trace(.swiftUI, "onPreferenceChange(\(Key.self)) \(value)")
      action(value)
    }
  }
}

/// Combines the preferences set in a subtree.
@MainActor
package enum PreferenceValues {
  /// The value of `key` in the subtree below `node`: the values set, in tree order, reduced by the
  /// key; the default value when none is set.
  package static func combined<Key: PreferenceKey>(_ key: Key.Type, below node: ViewNode)
    -> Key.Value
  {
    var values: [Key.Value] = []
    for child in node.children { collect(key, in: child, into: &values) }
    guard var value = values.first else { return Key.defaultValue }
    for next in values.dropFirst() { Key.reduce(value: &value, nextValue: { next }) }
    return value
  }

  private static func collect<Key: PreferenceKey>(
    _ key: Key.Type, in node: ViewNode, into values: inout [Key.Value]
  ) {
    guard !node.isRemoving else { return }
    if let writer = node.view.asModifiedContent?.modifierValue as? any PreferenceWriting,
      writer.keyType == Key.self, let value = writer.anyValue as? Key.Value
    {
      values.append(value)
      return
    }
    for child in node.children { collect(key, in: child, into: &values) }
  }
}

extension _PreferenceWritingModifier: DumpDescribable {
  package var dumpDetail: String { "preference(key: \(Key.self), value: \(value))" }
}

extension _PreferenceActionModifier: DumpDescribable {
  package var dumpDetail: String { "onPreferenceChange(\(Key.self))" }
}
