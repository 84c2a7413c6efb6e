/// The view an `if`/`else` or `switch` in a view builder produces: one of two branches.
///
/// Matches SwiftUI: each branch has its own identity, so switching branches discards the other
/// branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch is shown.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }

  /// The branch shown.
  public let storage: Storage

  package init(storage: Storage) {
    self.storage = storage
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  /// A primitive view has no body.
  public typealias Body = Never
}
