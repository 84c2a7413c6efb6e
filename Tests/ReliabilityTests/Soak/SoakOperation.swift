/// One step of a soak run. Its operands are plain numbers, read modulo the sizes of the pools of
/// objects when the step runs, so that any sub-list of a run is itself a valid run: that is what lets
/// a failing run be shrunk.
struct SoakOperation: Hashable, CustomStringConvertible {
  enum Kind: CaseIterable {
    case makeView, addSubview, removeFromSuperview, addChild, removeChild, push, pop
    case present, dismiss, swipe, tap, tapDimmingView, runUntilIdle, advance
  }

  var kind: Kind
  var a: Int
  var b: Int
  var flag: Bool

  /// A random operation.
  static func random(using generator: inout SplitMix64) -> SoakOperation {
    let kinds = Kind.allCases
    return SoakOperation(
      kind: kinds[generator.next(below: kinds.count)], a: generator.next(below: 1 << 16),
      b: generator.next(below: 1 << 16), flag: generator.next(below: 2) == 0)
  }

  /// `present(a: 12, b: 7, animated)`, as printed in a reproduction.
  var description: String {
    "\(kind)(a: \(a), b: \(b), \(flag ? "true" : "false"))"
  }
}
