import Foundation
import Testing

/// Random sequences of view, containment, navigation, presentation and gesture operations, with
/// the invariants checked after every step. Short by default; set SOAK_OPERATIONS (and optionally
/// SOAK_SEED) for a long run: `SOAK_OPERATIONS=100000 swift test --filter SoakTests`. Transitions
/// overlap, as a user's taps and an app's timers make them; SOAK_OVERLAP=0 lets each animation end
/// before the next push, pop, presentation or dismissal.
@Suite("Soak: random operations keep every invariant")
@MainActor
struct SoakTests {
  nonisolated static let environment = ProcessInfo.processInfo.environment
  /// Operations per seed: 500 by default (2,000 over the four default seeds).
  nonisolated static let operationsPerSeed: Int = {
    guard let total = environment["SOAK_OPERATIONS"].flatMap(Int.init) else { return 500 }
    return max(1, total / seeds.count)
  }()
  nonisolated static let overlapping = environment["SOAK_OVERLAP"] != "0"
  nonisolated static let seeds: [UInt64] = {
    if let seed = environment["SOAK_SEED"].flatMap(UInt64.init) { return [seed] }
    return [1, 2, 3, 4]
  }()

  @Test("Invariants hold after every operation", arguments: seeds)
  func soak(seed: UInt64) {
    let operations = SoakRun.operations(seed: seed, count: Self.operationsPerSeed)
    let overlapping = Self.overlapping
    guard let failure = SoakRun.check(operations, overlapping: overlapping) else { return }
    let shortest = SoakRun.shrink(operations, failure: failure, overlapping: overlapping)
    let reproduced = SoakRun.check(shortest, overlapping: overlapping)
    Issue.record(
      """
      Seed \(seed): the \(failure.invariant) invariant broke at step \(failure.step): \
      \(failure.detail)
      Shortest sequence found (\(shortest.count) operations), failing with: \
      \(reproduced?.detail ?? "(no longer fails)")
      \(shortest.map { "  \($0)" }.joined(separator: "\n"))
      """)
  }

  @Test("The same seed gives the same operations")
  func deterministic() {
    #expect(SoakRun.operations(seed: 42, count: 50) == SoakRun.operations(seed: 42, count: 50))
    #expect(SoakRun.operations(seed: 42, count: 50) != SoakRun.operations(seed: 43, count: 50))
  }

  @Test("Shrinking keeps only the operations a failure needs")
  func shrinking() {
    let operations = SoakRun.operations(seed: 7, count: 200)
    let needed = [operations[17], operations[151]]
    let shortest = SoakRun.shrink(operations) { candidate in
      needed.allSatisfy { operation in candidate.contains(operation) }
    }
    #expect(shortest == needed)
  }
}
