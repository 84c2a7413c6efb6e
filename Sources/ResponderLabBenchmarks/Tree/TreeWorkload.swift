public import SimUIKit

/// The tree workload shared with the peer toolkits, run on SimUIKit's `UIView`.
///
/// A breadth-first 3-ary tree of ``viewCount`` views: the children of view *p* are 3*p*+1, 3*p*+2 and
/// 3*p*+3, and view *k* has tag *k*. The root's frame is (0, 0, 6561, 6561); a view at even depth
/// splits its bounds into three columns for its children, at odd depth into three rows. The phases
/// (``build()``, ``walk()``, ``hitTest(pointCount:)``, ``dump(to:)``) use the view's own
/// `addSubview(_:)`, `next` and `hitTest(_:with:)`.
@MainActor
public final class TreeWorkload {
  /// The side of the root view's square frame: 3^8, so that every frame in the tree is integral.
  nonisolated public static let rootSide = 6561

  /// The number of views the tree has once built.
  public let viewCount: Int
  /// The simulation the views belong to.
  public let simulation: Simulation
  /// The views in creation order, which is breadth-first: view *k* has tag *k*.
  public private(set) var views: [UIView] = []
  /// The depth of each view, by tag; the root is at depth 0.
  public private(set) var depths: [Int32] = []

  /// Creates the workload for a tree of `viewCount` views (at least 1) in `simulation`.
  public init(viewCount: Int, simulation: Simulation) {
    precondition(viewCount >= 1, "The tree has at least its root.")
    self.viewCount = viewCount
    self.simulation = simulation
  }

  /// The root of the tree, once built.
  public var root: UIView? { views.first }

  // MARK: - Phases

  /// Builds the tree with `UIView(frame:)` and `addSubview(_:)`.
  public func build() {
    simulation.withCurrent {
      var views: [UIView] = []
      views.reserveCapacity(viewCount)
      var depths = [Int32](repeating: 0, count: viewCount)
      let side = CGFloat(Self.rootSide)
      let root = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
      views.append(root)
      var made = 1
      var parentIndex = 0
      while made < viewCount {
        let parent = views[parentIndex]
        let size = parent.bounds.size
        let width = Int(size.width)
        let height = Int(size.height)
        let childDepth = depths[parentIndex] + 1
        let splitsColumns = depths[parentIndex] % 2 == 0
        for index in 0..<3 where made < viewCount {
          let frame =
            splitsColumns
            ? CGRect(x: index * width / 3, y: 0, width: width / 3, height: height)
            : CGRect(x: 0, y: index * height / 3, width: width, height: height / 3)
          let child = UIView(frame: frame)
          child.tag = made
          parent.addSubview(child)
          depths[made] = childDepth
          views.append(child)
          made += 1
        }
        parentIndex += 1
      }
      self.views = views
      self.depths = depths
    }
  }

  /// Follows `next` from every leaf to the end of the chain and counts the leaves and the hops.
  public func walk() -> (leaves: Int, hops: Int) {
    var leaves = 0
    var hops = 0
    for view in views where view.subviews.isEmpty {
      leaves += 1
      // NB: `consume` hands each responder to the next step, so a hop costs the retain inside
      // `next` and one release.
      var responder = view.next
      while let current = consume responder {
        hops += 1
        responder = current.next
      }
    }
    return (leaves, hops)
  }

  /// Hit-tests `pointCount` points of ``WorkloadPointGenerator`` from the root and sums the tags of
  /// the views hit; points that hit nothing are counted as misses.
  public func hitTest(pointCount: Int) -> (tagSum: Int, misses: Int) {
    guard let root else { return (0, pointCount) }
    var generator = WorkloadPointGenerator()
    var tagSum = 0
    var misses = 0
    for _ in 0..<pointCount {
      if let hit = root.hitTest(generator.nextPoint(), with: nil) {
        tagSum += hit.tag
      } else {
        misses += 1
      }
    }
    return (tagSum, misses)
  }

  /// Writes one line per view, depth first, to `writer`:
  /// `"<2×depth spaces>BView tag=T frame={x,y,w,h}\n"`.
  public func dump(to writer: ByteWriter) {
    guard let root else { return }
    var stack: [(view: UIView, depth: Int)] = [(root, 0)]
    while let (view, depth) = stack.popLast() {
      writer.appendLine(view: view, depth: depth)
      let subviews = view.subviews
      var index = subviews.count
      while index > 0 {
        index -= 1
        stack.append((subviews[index], depth + 1))
      }
    }
  }

  /// Lets go of the tree.
  public func tearDown() {
    views = []
    depths = []
  }
}
