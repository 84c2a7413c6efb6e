/// What a ``DismissGuard`` saw: the controllers its `present` override was asked to present.
@MainActor
public final class GuardLog {
  /// The class names of the controllers passed to the guard's `present`, in order.
  public internal(set) var presentedClassNames: [String] = []

  /// Creates an empty log.
  public init() {}
}
