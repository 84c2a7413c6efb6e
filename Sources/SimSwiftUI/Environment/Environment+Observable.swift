extension Environment {
  /// Reads the observable object of `objectType` that an ancestor supplied with
  /// `.environment(_:)`; nil when none did.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[observable: ObjectIdentifier(objectType)])
  }
}

extension EnvironmentValues {
  /// The observable object supplied for a type, if any.
  package subscript<T>(observable key: ObjectIdentifier) -> T? {
    object(of: T.self)
  }
}

extension View {
  /// Supplies an `@Observable` object to descendants that read it with `@Environment(Type.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      EnvironmentWritingModifier { environment in
        if let object { environment.setObject(object) }
      })
  }
}
