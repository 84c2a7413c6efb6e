/// A view that makes one view per element of a collection, each identified by an ID.
///
/// Matches SwiftUI: a child's state follows its ID, not its position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// How each element gives its view.
  public var content: (Data.Element) -> Content
  package let idForElement: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  /// Creates a view per element, identified by the element's `id` key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idForElement = { $0[keyPath: id] }
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates a view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// Creates a view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}
