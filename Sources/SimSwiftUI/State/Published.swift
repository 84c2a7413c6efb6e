/// A property of an observable object that announces its changes through the object's
/// `objectWillChange` publisher, before each change.
@propertyWrapper
public struct Published<Value> {
  private var storage: Value
  package let box = PublishedBox()

  /// Creates a published property with an initial value.
  public init(wrappedValue: Value) {
    storage = wrappedValue
  }

  /// Creates a published property with an initial value.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Published properties are only available inside classes.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// Reads and writes the property of `object`, sending `objectWillChange` before each write.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let publisher = object[keyPath: storageKeyPath].box.publisher ?? object.objectWillChange
      publisher.location.recordRead()
      return object[keyPath: storageKeyPath].storage
    }
    set {
      let publisher = object[keyPath: storageKeyPath].box.publisher ?? object.objectWillChange
      publisher.send()
      object[keyPath: storageKeyPath].storage = newValue
    }
  }
}

/// The shared part of a published property: the publisher of the object it belongs to.
public final class PublishedBox {
  package var publisher: ObservableObjectPublisher?
  package init() {}
}

package protocol PublishedStorage {
  var box: PublishedBox { get }
}

extension Published: PublishedStorage {}
