public import Foundation

/// The points of the tree workload's hit phase: the linear congruential generator every peer uses.
///
/// Each call to ``nextPoint()`` draws two numbers from `x = (x × 1103515245 + 12345) mod 2^31`
/// (seed 42), reduces them modulo the root's side and aims at the centre of that pixel.
public struct WorkloadPointGenerator: Sendable {
  private var state: UInt64

  /// Creates a generator at the workload's seed, or at another one.
  public init(seed: UInt64 = 42) {
    state = seed
  }

  /// The next number of the sequence, below 2^31.
  public mutating func next() -> UInt64 {
    // NB: the state stays below 2^31, so the product cannot overflow 64 bits.
    state = (state &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
    return state
  }

  /// The next point to hit-test: the centre of a pixel of a square of side `side`.
  public mutating func nextPoint(side: Int = TreeWorkload.rootSide) -> CGPoint {
    let column = next() % UInt64(side)
    let row = next() % UInt64(side)
    return CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
  }
}
