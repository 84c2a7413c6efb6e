public import Foundation

/// A value kept in the device's user defaults under a key; a view that reads it is re-evaluated when
/// the stored value changes, whoever changes it.
///
/// Matches SwiftUI: the initial value is the default, used while nothing is stored under the key;
/// writing stores the value (a raw value for `RawRepresentable` types) and updates every view that
/// shows the same key. The store is the simulated device's ``SimulatedUserDefaults``; a `store:`
/// argument gets a domain of its own in it, and the `UserDefaults` passed is neither read nor
/// written (a warning says so).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  package let cell: AppStorageCell<Value>

  package init(
    key: String, defaultValue: Value, store: UserDefaults?, encode: @escaping (Value) -> Any?,
    decode: @escaping (Any) -> Value?
  ) {
    cell = AppStorageCell(
      key: key, defaultValue: defaultValue, store: store, encode: encode, decode: decode)
  }

  /// The stored value, or the default while nothing is stored.
  public var wrappedValue: Value {
    get { cell.value }
    nonmutating set { cell.set(newValue, transaction: Transaction()) }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let cell = self.cell
    return Binding(
      location: cell.location, get: { cell.value },
      set: { value, transaction in cell.set(value, transaction: transaction) })
  }
}

/// The link between an `@AppStorage` and the device's store, made when the view is installed.
package final class AppStorageCell<Value> {
  let key: String
  let defaultValue: Value
  let store: UserDefaults?
  let encode: (Value) -> Any?
  let decode: (Any) -> Value?
  var defaults: SimulatedUserDefaults?
  var location: AppStorageLocation?
  /// A value written before the view was installed (in an initializer).
  var pendingValue: Value?

  init(
    key: String, defaultValue: Value, store: UserDefaults?, encode: @escaping (Value) -> Any?,
    decode: @escaping (Any) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.encode = encode
    self.decode = decode
  }

  /// The domain of the store: the standard one, or one per `UserDefaults` object passed.
  var domain: String {
    guard let store else { return SimulatedUserDefaults.standardDomain }
    return "UserDefaults \(ObjectIdentifier(store).debugDescription)"
  }

  var value: Value {
    guard let defaults, let location else { return pendingValue ?? defaultValue }
    location.recordRead()
    return defaults.object(forKey: key, in: domain).flatMap(decode) ?? defaultValue
  }

  func set(_ newValue: Value, transaction: Transaction) {
    guard let defaults else {
      pendingValue = newValue
      return
    }
    DependencyRecorder.current?.wroteState = true
    defaults.set(encode(newValue), forKey: key, in: domain, transaction: transaction)
  }
}

extension AppStorage: InstallableProperty {
  package func install(in node: ViewNode, slot: Int) {
    let defaults = node.graph.simulation.userDefaults
    cell.defaults = defaults
    cell.location = defaults.location(forKey: cell.key, in: cell.domain)
    if cell.store != nil, defaults.isFirstUse(ofStore: cell.domain) {
      node.graph.simulation.warn(
        "@AppStorage(\"\(cell.key)\", store:) keeps its value in the simulated device's user defaults, in a domain of its own: the UserDefaults passed is neither read nor written."
      )
    }
    if let pending = cell.pendingValue {
      cell.pendingValue = nil
      defaults.set(cell.encode(pending), forKey: cell.key, in: cell.domain)
    }
  }
}

// MARK: - The types user defaults hold

extension AppStorage {
  /// Stores a `Bool` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) { $0 as? Bool }
  }

  /// Stores an `Int` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) { $0 as? Int }
  }

  /// Stores a `Double` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) {
      $0 as? Double
    }
  }

  /// Stores a `String` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) {
      $0 as? String
    }
  }

  /// Stores a `URL` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) { $0 as? URL }
  }

  /// Stores `Data` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) { $0 as? Data }
  }

  /// Stores a `Date` under `key` (iOS 18).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0 }) { $0 as? Date }
  }

  /// Stores the raw value of a `RawRepresentable` with `Int` raw values under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0.rawValue }) {
      ($0 as? Int).flatMap(Value.init(rawValue:))
    }
  }

  /// Stores the raw value of a `RawRepresentable` with `String` raw values under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0.rawValue }) {
      ($0 as? String).flatMap(Value.init(rawValue:))
    }
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Stores an optional `Bool` under `key`; nil while nothing is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, encode: { $0 }) { $0 as? Bool }
  }

  /// Stores an optional `Int` under `key`; nil while nothing is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, encode: { $0 }) { $0 as? Int }
  }

  /// Stores an optional `Double` under `key`; nil while nothing is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, encode: { $0 }) { $0 as? Double }
  }

  /// Stores an optional `String` under `key`; nil while nothing is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, encode: { $0 }) { $0 as? String }
  }

  /// Stores an optional `URL` under `key`; nil while nothing is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, encode: { $0 }) { $0 as? URL }
  }

  /// Stores optional `Data` under `key`; nil while nothing is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, encode: { $0 }) { $0 as? Data }
  }
}
