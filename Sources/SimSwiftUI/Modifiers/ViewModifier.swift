/// A modifier that turns a view into another view, written like a view with
/// ``body(content:)``.
@preconcurrency @MainActor
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// Produces the modified view from `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Primitive modifiers have no body; the view graph applies them itself.
  public func body(content: Self.Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier and has no body.")
  }
}

/// The view a modifier's body receives: a stand-in for the view the modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  package let content: any View

  /// A primitive view has no body.
  public typealias Body = Never
}

/// A view with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  /// The view being modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view has no body.
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Chains another modifier after this one.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
