/// A piece of user interface, described by value: a primitive, or a composition of other views in
/// ``body``.
///
/// Matches SwiftUI: a view is a description, re-evaluated when the state it reads changes; its state
/// lives in the view graph, keyed by the view's structural identity.
@preconcurrency @MainActor
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View

  /// The content of this view. Primitive views have a body of type `Never` and must not call it.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// Never has no body; asking for it is a programming error.
  public var body: Never { fatalError("Never has no body.") }
}

extension View where Body == Never {
  /// Primitive views have no body; the view graph renders them itself.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body.")
  }
}
