import ResponderLabInvariants
import ResponderLabTesting
import SimUIKit

/// Runs a list of operations on a fresh world, checking the invariants after each, and shrinks a
/// failing list to a shortest one that still fails the same way.
@MainActor
enum SoakRun {
  /// Where and how a run failed.
  struct Failure: Equatable {
    /// The number of operations performed, the failing one included.
    var step: Int
    /// The invariant that broke.
    var invariant: String
    /// What exactly was wrong.
    var detail: String
  }

  /// The operations of a run of `count` steps from `seed`.
  static func operations(seed: UInt64, count: Int) -> [SoakOperation] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in SoakOperation.random(using: &generator) }
  }

  /// Performs `operations` on a new world and returns the first failure, or nil.
  static func check(_ operations: [SoakOperation], overlapping: Bool = false) -> Failure? {
    let world = SoakWorld(allowsOverlappingTransitions: overlapping)
    defer { world.device.tearDown() }
    let invariants = HierarchyInvariants(world: world)
    for (index, operation) in operations.enumerated() {
      world.perform(operation)
      if let (name, detail) = invariants.firstViolation() {
        return Failure(step: index + 1, invariant: name, detail: detail)
      }
    }
    world.device.runUntilIdle()
    if let (name, detail) = invariants.firstViolation() {
      return Failure(step: operations.count, invariant: name, detail: detail)
    }
    return nil
  }

  /// The shortest sub-list of `operations` found for which `fails` still holds (delta debugging,
  /// ddmin: drop ever smaller chunks while the failure remains, then single operations).
  static func shrink(
    _ operations: [SoakOperation], while fails: ([SoakOperation]) -> Bool
  ) -> [SoakOperation] {
    var current = operations
    var chunks = 2
    while current.count >= 2 {
      let size = (current.count + chunks - 1) / chunks
      var reduced = false
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, current.count))
        if fails(candidate) {
          current = candidate
          chunks = max(chunks - 1, 2)
          reduced = true
          break
        }
        start += size
      }
      if !reduced {
        if size == 1 { break }
        chunks = min(chunks * 2, current.count)
      }
    }
    return current
  }

  /// Shrinks a failing run to the shortest list that fails the same invariant.
  static func shrink(_ operations: [SoakOperation], failure: Failure, overlapping: Bool = false)
    -> [SoakOperation]
  {
    let failing = Array(operations.prefix(failure.step))
    return shrink(failing) { candidate in
      check(candidate, overlapping: overlapping)?.invariant == failure.invariant
    }
  }
}
