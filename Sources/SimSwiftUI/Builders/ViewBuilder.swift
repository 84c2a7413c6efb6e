/// Builds views from the statements of a closure: blocks, `if`, `if let`, `switch`, and loops with
/// `ForEach`.
///
/// Blocks are built with `buildBlock` over a parameter pack, so any number of views may follow one
/// another.
@resultBuilder @preconcurrency @MainActor
public enum ViewBuilder {
  /// An empty block builds an empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views builds a tuple view of them.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var elements: [any View] = []
    for view in repeat each content { elements.append(view) }
    return TupleView(value: (repeat each content), elements: elements)
  }

  /// A view statement builds that view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// A statement that is not a view cannot appear in a view builder.
  @available(
    *, unavailable,
    message: "this expression is not a View; only views may appear in a @ViewBuilder block"
  )
  public static func buildExpression(_ expression: Any) -> EmptyView { EmptyView() }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` builds an optional view.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` block builds its content.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
