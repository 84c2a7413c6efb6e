/// An object whose changes views observe: it announces each change through ``objectWillChange``
/// before the change happens.
///
/// Combine does not exist on Linux; the simulator's publisher is the small
/// ``ObservableObjectPublisher`` class, and `@Published` properties send through it.
public protocol ObservableObject: AnyObject {
  /// The publisher that announces changes before they happen.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's publisher, shared by its `@Published` properties.
  ///
  /// An object without `@Published` properties gets a fresh publisher on each read; such an object
  /// should declare `let objectWillChange = ObservableObjectPublisher()` and send through it.
  public var objectWillChange: ObservableObjectPublisher {
    var boxes: [PublishedBox] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        if let published = child.value as? any PublishedStorage { boxes.append(published.box) }
      }
      mirror = current.superclassMirror
    }
    if let existing = boxes.lazy.compactMap(\.publisher).first {
      for box in boxes { box.publisher = existing }
      return existing
    }
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.publisher = publisher }
    return publisher
  }
}

/// The publisher of an observable object: views subscribe to it, `@Published` properties send.
public final class ObservableObjectPublisher {
  package let location = AnyLocation()
  private var sinks: [Int: () -> Void] = [:]
  private var nextSink = 0

  /// Creates a publisher.
  public init() {}

  /// Announces that the object is about to change.
  public func send() {
    location.notifyChange(transaction: Transaction.current)
    for key in sinks.keys.sorted() { sinks[key]?() }
  }

  /// Calls `receiveValue` before each change, until the returned token is cancelled or released.
  public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
    let key = nextSink
    nextSink += 1
    sinks[key] = receiveValue
    return AnyCancellable { [weak self] in self?.sinks[key] = nil }
  }
}

/// A token that cancels a subscription when cancelled or released.
public final class AnyCancellable {
  private var cancelAction: (() -> Void)?

  /// Creates a token that runs `cancel` once.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Cancels the subscription.
  public func cancel() {
    cancelAction?()
    cancelAction = nil
  }

  deinit {
    cancelAction?()
  }
}
