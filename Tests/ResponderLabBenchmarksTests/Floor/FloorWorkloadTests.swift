import SimUIKit
import Testing

@testable import ResponderLabBenchmarks

@Suite("Floor workload")
@MainActor
struct FloorWorkloadTests {
  /// A clock that moves 1 ms at every read.
  static func steppingClock() -> () -> Duration {
    var clock = Duration.zero
    return {
      clock += .milliseconds(1)
      return clock
    }
  }

  @Test(
    "The floor visits the same views as SimUIKit: leaves, hops, hits and misses",
    arguments: [
      1, 2, 4, 13, 40, 1_000,
    ])
  func sameVisits(viewCount: Int) {
    let run = FloorWorkload.run(
      viewCount: viewCount, pointCount: 500, roundCount: 3, now: Self.steppingClock())
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let tree = TreeWorkload(viewCount: viewCount, simulation: simulation)
    tree.build()
    let (leaves, hops) = tree.walk()
    let (hitSum, misses) = tree.hitTest(pointCount: 500)
    #expect(run.leaves == leaves)
    #expect(run.hops == hops)
    #expect(run.hitSum == hitSum)
    #expect(run.misses == misses)
    #expect(run.floorLeaves == leaves)
    #expect(run.floorHops == hops)
    #expect(run.floorHitSum == hitSum)
    #expect(run.floorMisses == misses)
  }

  @Test("At the peers' 10k the floor's checksums are the peers' table's")
  func peersChecksums() {
    var floor = FloorTree(viewCount: 10_000)
    defer { floor.tearDown() }
    #expect(floor.walk() == (6_667, 53_495))
    #expect(floor.hitTest(pointCount: 10_000) == (66_076_039, 0))
  }

  @Test("Medians of interleaved rounds: one of each phase a round")
  func medians() {
    #expect(
      FloorWorkload.median([.milliseconds(3), .milliseconds(1), .milliseconds(2)])
        == .milliseconds(2))
    #expect(
      FloorWorkload.median([.milliseconds(4), .milliseconds(1), .milliseconds(2), .milliseconds(3)])
        == .milliseconds(2.5))
    // The stepping clock makes every phase 1 ms long, so every ratio is 1.
    let run = FloorWorkload.run(
      viewCount: 13, pointCount: 10, roundCount: 4, now: Self.steppingClock())
    #expect(run.walk == .milliseconds(1))
    #expect(run.floorHit == .milliseconds(1))
    #expect(run.walkRatio == 1)
    #expect(run.hitRatio == 1)
  }
}
