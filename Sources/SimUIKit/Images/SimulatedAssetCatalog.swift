public import Foundation
import Synchronization

/// The simulator's stand-in for an app's asset catalog: the sizes of the images `UIImage(named:)`
/// finds. There are no pixels; register each asset a screen uses with its size in points.
///
/// Shared by the process, as an app's bundle is, and safe to use from any thread.
public enum SimulatedAssetCatalog {
  struct Entry: Sendable {
    var size: CGSize
    var scale: CGFloat
    var catalogued: Bool
  }

  private struct State: Sendable {
    var assets: [String: Entry] = [:]
    var placeholderSize = CGSize(width: 40, height: 40)
    var unknownNamesGiveNil = false
  }

  private static let state = Mutex(State())

  /// Registers the asset `name` with its size in points.
  public static func register(_ name: String, size: CGSize, scale: CGFloat = 3) {
    state.withLock { $0.assets[name] = Entry(size: size, scale: scale, catalogued: true) }
  }

  /// Removes the asset `name`.
  public static func unregister(_ name: String) {
    _ = state.withLock { $0.assets.removeValue(forKey: name) }
  }

  /// The size of an image whose name is not registered: 40 × 40 points by default.
  public static var placeholderSize: CGSize {
    get { state.withLock { $0.placeholderSize } }
    set { state.withLock { $0.placeholderSize = newValue } }
  }

  /// Whether `UIImage(named:)` returns nil for a name that is not registered, as a device does
  /// for an asset the app lacks. Default: false, a placeholder image that says what it is.
  public static var unknownNamesGiveNil: Bool {
    get { state.withLock { $0.unknownNamesGiveNil } }
    set { state.withLock { $0.unknownNamesGiveNil = newValue } }
  }

  static func lookUp(_ name: String) -> Entry? {
    state.withLock { state in
      if let entry = state.assets[name] { return entry }
      if state.unknownNamesGiveNil || name.isEmpty { return nil }
      return Entry(size: state.placeholderSize, scale: 3, catalogued: false)
    }
  }
}
