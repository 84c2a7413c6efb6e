import Foundation

/// A scrolling list of rows, laid out like ``Form``; with a selection binding, a tap on a row
/// selects it, and rows of a `ForEach` with `onDelete(perform:)` can be swiped away.
///
/// Matches SwiftUI on a phone (iOS 16 and later): a tap outside edit mode makes the tapped row the
/// only selected one, for a single (`Binding<Value?>`) and a multiple (`Binding<Set<Value>>`)
/// selection alike (edit mode, needed on a device to select several rows, is not simulated). A row's
/// selection value is the `tag(_:)` on it, else its `ForEach` element's id. On a device the list is
/// a `UICollectionView` of list cells; the simulator draws a ``HostedListView``.
public struct List<SelectionValue: Hashable, Content: View>: View {
  package let content: Content
  package let selection: ListSelection?

  /// A primitive view has no body.
  public typealias Body = Never
}

extension List {
  /// Creates a list whose tapped row becomes the selection.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection(single: $0) }
  }

  /// Creates a list whose tapped row becomes the only member of the selection.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection(multiple: $0) }
  }

  /// Creates a list with a row per identifiable element, whose tapped row becomes the selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row per identifiable element, whose tapped row becomes the only member
  /// of the selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row per element, identified by `id`, whose tapped row becomes the
  /// selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// Creates a list.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
  }

  /// Creates a list with a row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Creates a list with a row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}

/// A list's selection binding, seen without its value type.
package struct ListSelection {
  /// Whether the binding holds a set.
  let isMultiple: Bool
  /// The selected values.
  let selected: () -> [AnyHashable]
  /// Makes `value` the selection; false when it is not of the binding's type.
  let select: (AnyHashable) -> Bool
  /// Empties the selection.
  let clear: () -> Void
  /// The binding's location, which the list depends on.
  let location: AnyObject?

  init<Value: Hashable>(single binding: Binding<Value?>) {
    isMultiple = false
    selected = {
      DependencyRecorder.untracked { binding.wrappedValue }.map { [AnyHashable($0)] } ?? []
    }
    select = { value in
      guard let value = value.base as? Value else { return false }
      binding.wrappedValue = value
      return true
    }
    clear = { binding.wrappedValue = nil }
    location = binding.location
  }

  init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    isMultiple = true
    selected = { DependencyRecorder.untracked { binding.wrappedValue }.map { AnyHashable($0) } }
    select = { value in
      guard let value = value.base as? Value else { return false }
      binding.wrappedValue = [value]
      return true
    }
    clear = { binding.wrappedValue = [] }
    location = binding.location
  }
}

extension List: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    if let location = selection?.location as? AnyLocation { node.observe(location) }
    var environment = node.environment
    environment.listSelection = selection.map {
      ListSelectionEntry(selection: $0, rows: ListRowActions.state(of: node))
    }
    var children = [ChildSpec(key: 0, view: content, environment: environment)]
    if let action = ListRowActions.revealedDeleteAction(of: node) {
      children.append(
        ChildSpec(key: "delete action", view: action, environment: node.environment))
    }
    return children
  }
  package func nodeDidUpdate(_ node: ViewNode) {
    guard let selection, let split = node.environment.splitColumn, let state = split.state else {
      return
    }
    let rows = ListRowActions.state(of: node)
    let byUser = rows.userSelected
    rows.userSelected = false
    state.list(
      inColumn: split.column, hasSelection: !selection.selected().isEmpty, byUser: byUser,
      clear: selection.clear, from: node)
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 390, height: 600))
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    ListRowActions.place(node, in: rect)
  }
  package func makePlatformView(for node: ViewNode) -> UIView? { HostedListView() }
  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let list = view as? HostedListView else { return }
    list.node = node
    list.selection = selection
  }
}

extension List: DumpDescribable {
  package var dumpDetail: String {
    guard let selection else { return "" }
    let values = selection.selected().map { "\($0.base)" }.sorted()
    return "selection: "
      + (selection.isMultiple ? "[\(values.joined(separator: ", "))]" : values.first ?? "nil")
  }
}

/// The selection of the list a view is in, which a `NavigationLink(value:)` row sets.
package struct ListSelectionEntry {
  let selection: ListSelection
  /// The list's row state, held weakly: it holds the rows, whose environment holds this entry.
  weak var rows: ListRowsState?

  /// Selects `value` as a user's tap does; false when it is not of the selection's type.
  @MainActor
  package func select(_ value: AnyHashable) -> Bool {
    rows?.userSelected = true
    return selection.select(value)
  }
}

private struct ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelectionEntry? { nil }
}

extension EnvironmentValues {
  package var listSelection: ListSelectionEntry? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }
}
