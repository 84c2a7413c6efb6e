import ResponderLabBenchmarks
import SimUIKit
import Testing

@Suite("Tree workload")
@MainActor
struct TreeWorkloadTests {
  struct Checksums: Sendable, CustomTestStringConvertible {
    var views: Int
    var points: Int
    var leaves: Int
    var hops: Int
    var hitSum: Int
    var dumpBytes: Int
    var testDescription: String { "N=\(views), M=\(points)" }
  }

  /// The 10,000-view row is the peers' table; the small rows were worked out by hand.
  nonisolated static let tables: [Checksums] = [
    Checksums(views: 1, points: 3, leaves: 1, hops: 0, hitSum: 0, dumpBytes: 34),
    Checksums(views: 5, points: 2, leaves: 3, hops: 4, hitSum: 5, dumpBytes: 186),
    Checksums(
      views: 10_000, points: 10_000, leaves: 6_667, hops: 53_495, hitSum: 66_076_039,
      dumpBytes: 494_156),
  ]

  static func run(_ views: Int, _ points: Int) -> (TreeRun, [UInt8]) {
    var dump: [UInt8] = []
    var clock = Duration.zero
    let run = TreeWorkload.run(
      viewCount: views, pointCount: points,
      now: {
        clock += .milliseconds(1)
        return clock
      },
      output: { dump.append(contentsOf: $0) })
    return (run, dump)
  }

  @Test("Checksums match the peers' table", arguments: tables)
  func checksums(_ expected: Checksums) {
    let (run, dump) = Self.run(expected.views, expected.points)
    #expect(run.leaves == expected.leaves)
    #expect(run.hops == expected.hops)
    #expect(run.hitSum == expected.hitSum)
    #expect(run.misses == 0)
    #expect(run.dumpBytes == expected.dumpBytes)
    #expect(dump.count == expected.dumpBytes)
  }

  @Test("The dump is depth first, indented two spaces a level, with integral frames")
  func dumpText() {
    let (_, dump) = Self.run(5, 0)
    #expect(
      String(decoding: dump, as: UTF8.self) == """
        BView tag=0 frame={0,0,6561,6561}
          BView tag=1 frame={0,0,2187,6561}
            BView tag=4 frame={0,0,2187,2187}
          BView tag=2 frame={2187,0,2187,6561}
          BView tag=3 frame={4374,0,2187,6561}

        """)
  }

  @Test("The stderr lines carry the checksums and the phase times as the peers print them")
  func reportLines() {
    let (run, _) = Self.run(5, 2)
    #expect(
      run.checksumLine
        == "responderlab N=5 M=2 leaves=3 maxdepth=2 hops=4 hitSum=5 misses=0 dumpBytes=186")
    // The fake clock advances 1 ms a reading: start, then one reading after each phase.
    #expect(run.timingLine == "ms: build=1.00 walk=1.00 hit=1.00 dump=1.00 total=4.00")
    #expect(run.teardownLine == "ms: teardown=1.00")
  }

  @Test("The tree is built with the real hierarchy: superview, next and tags agree")
  func hierarchy() {
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let workload = TreeWorkload(viewCount: 40, simulation: simulation)
    workload.build()
    #expect(workload.views.count == 40)
    for (tag, view) in workload.views.enumerated() {
      #expect(view.tag == tag)
      #expect(view.simulation === simulation)
      if tag > 0 {
        #expect(view.superview === workload.views[(tag - 1) / 3])
        #expect(view.next === view.superview)
      }
    }
    #expect(workload.root?.next == nil)
    #expect(workload.depths.last == 3)
  }

  @Test("Hit-testing a complete tree lands on leaves that contain the point")
  func hitsAreLeaves() {
    let simulation = Simulation()
    // A complete tree (1 + 3 + 9 + 27 + 81 views), so that every point is over a leaf.
    let workload = TreeWorkload(viewCount: 121, simulation: simulation)
    workload.build()
    guard let root = workload.root else {
      Issue.record("no root")
      return
    }
    var generator = WorkloadPointGenerator()
    for _ in 0..<100 {
      let point = generator.nextPoint()
      let hit = root.hitTest(point, with: nil)
      #expect(hit?.subviews.isEmpty == true)
      if let hit {
        #expect(hit.bounds.contains(root.convert(point, to: hit)))
      }
    }
  }
}
