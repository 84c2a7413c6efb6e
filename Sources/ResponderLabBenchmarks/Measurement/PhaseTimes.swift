/// How long each phase of a tree-workload run took.
public struct PhaseTimes: Sendable, Equatable {
  /// Building the tree, the simulation included.
  public var build: Duration = .zero
  /// Walking `next` from every leaf.
  public var walk: Duration = .zero
  /// Hit-testing the points.
  public var hit: Duration = .zero
  /// Formatting and writing the dump.
  public var dump: Duration = .zero
  /// From the start of the run to the end of the dump.
  public var total: Duration = .zero
  /// Releasing the tree, after the dump.
  public var teardown: Duration = .zero

  /// Creates phase times, all zero unless given.
  public init(
    build: Duration = .zero, walk: Duration = .zero, hit: Duration = .zero,
    dump: Duration = .zero, total: Duration = .zero, teardown: Duration = .zero
  ) {
    self.build = build
    self.walk = walk
    self.hit = hit
    self.dump = dump
    self.total = total
    self.teardown = teardown
  }
}
