/// A view that groups views without laying them out: modifiers apply to the group, and a stack lays
/// out its members as its own children.
public struct Group<Content> {
  /// The grouped content.
  public var content: Content
}

extension Group: View where Content: View {
  /// Groups the views of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}
