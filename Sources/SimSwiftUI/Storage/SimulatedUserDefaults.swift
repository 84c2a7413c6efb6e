import Foundation

/// The user defaults of one simulated device: the store that `@AppStorage` reads and writes.
///
/// Each simulation has its own, empty when the device starts, so tests do not see each other's
/// settings and nothing is written to disk. Foundation's `UserDefaults.standard` is not this store:
/// a value written there is not seen by `@AppStorage` in the simulator (on a device it is).
///
/// Like every location of the simulation, it is used on the main actor alone.
public final class SimulatedUserDefaults {
  private var domains: [String: [String: Any]] = [:]
  private var locations: [String: AppStorageLocation] = [:]
  private var warnedStores: Set<String> = []

  /// The name of the domain `@AppStorage` uses when it is given no store.
  public static let standardDomain = "standard"

  package init() {}

  /// The value stored for `key` in `domain`, if any.
  public func object(forKey key: String, in domain: String = standardDomain) -> Any? {
    domains[domain]?[key]
  }

  /// Stores `value` for `key` in `domain` (nil removes it), and updates every view that shows it.
  public func set(_ value: Any?, forKey key: String, in domain: String = standardDomain) {
    set(value, forKey: key, in: domain, transaction: Transaction())
  }

  package func set(
    _ value: Any?, forKey key: String, in domain: String, transaction: Transaction
  ) {
    domains[domain, default: [:]][key] = value
    locations[domain + "\u{0}" + key]?.notifyChange(
      transaction: transaction.merged(with: Transaction.current))
  }

  /// Removes the value for `key` in `domain`.
  public func removeObject(forKey key: String, in domain: String = standardDomain) {
    set(nil, forKey: key, in: domain)
  }

  /// Every key and value of `domain`.
  public func dictionaryRepresentation(in domain: String = standardDomain) -> [String: Any] {
    domains[domain] ?? [:]
  }

  /// Whether `domain` has not been warned about yet; it counts as warned from now on.
  package func isFirstUse(ofStore domain: String) -> Bool {
    warnedStores.insert(domain).inserted
  }

  /// The location views depend on for `key` in `domain`.
  package func location(forKey key: String, in domain: String) -> AppStorageLocation {
    let name = domain + "\u{0}" + key
    if let existing = locations[name] { return existing }
    let location = AppStorageLocation()
    locations[name] = location
    return location
  }
}

/// What views that show one stored key depend on.
package final class AppStorageLocation: AnyLocation {}

@MainActor
private enum UserDefaultsTable {
  struct Entry {
    weak var simulation: Simulation?
    let defaults: SimulatedUserDefaults
  }
  static var entries: [ObjectIdentifier: Entry] = [:]
}

extension Simulation {
  /// The user defaults of the simulated device, which `@AppStorage` reads and writes.
  public var userDefaults: SimulatedUserDefaults {
    if let entry = UserDefaultsTable.entries[ObjectIdentifier(self)], entry.simulation === self {
      return entry.defaults
    }
    UserDefaultsTable.entries = UserDefaultsTable.entries.filter { $0.value.simulation != nil }
    let defaults = SimulatedUserDefaults()
    UserDefaultsTable.entries[ObjectIdentifier(self)] = .init(
      simulation: self, defaults: defaults)
    return defaults
  }
}
