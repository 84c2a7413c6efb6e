/// Gives the content an explicit identity: when the value changes, the content is a new view and
/// its state starts afresh.
public struct _IdentityModifier<ID: Hashable>: ViewModifier {
  package let id: ID
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _IdentityModifier: PrimitiveModifier {
  package func children(content: any View, node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: AnyHashable(id), view: content, environment: node.environment)]
  }
}

extension View {
  /// Binds the view's identity to `id`: a new value makes a new view, with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(_IdentityModifier(id: id))
  }

  /// Sets the colour of text and symbols; the simulator draws no colours of text.
  public func foregroundColor(_ color: Color?) -> some View {
    self
  }
}
