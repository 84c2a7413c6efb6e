/// A view made of several views in a row, as a view builder block produces.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  package let elements: [any View]

  /// Creates a tuple view from the views of a block.
  public init(_ value: T) {
    self.value = value
    self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  package init(value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }

  /// A primitive view has no body.
  public typealias Body = Never
}
