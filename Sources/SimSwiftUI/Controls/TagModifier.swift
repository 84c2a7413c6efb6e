/// Tags a view with a value: a `Picker` option's value, compared with the picker's selection.
public struct _TagModifier<V: Hashable>: ViewModifier {
  package let tag: V
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// A modifier that tags its content.
@MainActor
package protocol TagCarrying {
  var anyTag: AnyHashable { get }
}

extension _TagModifier: PrimitiveModifier, TagCarrying {
  package var anyTag: AnyHashable { AnyHashable(tag) }
}

extension _TagModifier: DumpDescribable {
  package var dumpDetail: String { "tag(\(tag))" }
}

extension View {
  /// Tags the view with `tag`: in a `Picker`, the value that choosing this option writes to the
  /// selection.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(tag: tag))
  }
}
