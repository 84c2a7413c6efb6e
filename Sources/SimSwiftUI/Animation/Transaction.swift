/// The context of a state change: whether it animates.
public struct Transaction: Sendable {
  /// The animation of the change, or nil.
  public var animation: Animation?
  /// Whether animations of descendants are turned off.
  public var disablesAnimations = false

  /// Creates a transaction without animation.
  public init() {}

  /// Creates a transaction with an animation.
  public init(animation: Animation?) {
    self.animation = animation
  }

  // NB: the transaction of the `withAnimation` block being run; touched on the main actor only.
  nonisolated(unsafe) package static var current = Transaction()

  /// This transaction, or the enclosing `withAnimation`'s animation when this one has none.
  package func merged(with outer: Transaction) -> Transaction {
    var result = self
    if result.animation == nil { result.animation = outer.animation }
    return result
  }
}

/// Runs `body` so that the state changes it makes animate with `animation`.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction()
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the context of the state changes it makes.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let previous = Transaction.current
  Transaction.current = transaction
  defer { Transaction.current = previous }
  return try body()
}
