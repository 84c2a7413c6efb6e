public import Foundation

/// A view that makes its content from a collection: a `ForEach`, or one modified by
/// `onDelete(perform:)`.
@preconcurrency @MainActor
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The collection of the modified content.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Lets the user delete rows of this content in a `List` with a swipe to the left: a short swipe
  /// shows a Delete button at the row's trailing edge, a swipe across most of the row deletes at
  /// once; `action` receives the offset of the row in the collection. Nil turns deletion off.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(_OnDeleteModifier(action: action))
  }
}

/// The modifier behind `onDelete(perform:)`.
public struct _OnDeleteModifier: ViewModifier {
  package let action: ((IndexSet) -> Void)?
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// A modifier that lets rows of its `ForEach` be deleted.
@MainActor
package protocol RowDeleting {
  var deleteAction: ((IndexSet) -> Void)? { get }
}

extension _OnDeleteModifier: PrimitiveModifier, RowDeleting {
  package var deleteAction: ((IndexSet) -> Void)? { action }
}

extension _OnDeleteModifier: DumpDescribable {
  package var dumpDetail: String { action == nil ? "onDelete(nil)" : "onDelete" }
}
