import Foundation

/// The tree workload's tree built of ``FloorView``s: the same shape, frames and tags as
/// ``TreeWorkload``'s, walked and hit-tested the same way.
struct FloorTree {
  /// The views in breadth-first order: view *k* has tag *k*.
  private(set) var views: ContiguousArray<FloorView> = []

  /// Builds a tree of `viewCount` views (at least 1) by the workload's rule: the children of view
  /// *p* are 3*p*+1 to 3*p*+3, and a view at even depth splits its bounds into three columns, at
  /// odd depth into three rows.
  init(viewCount: Int) {
    precondition(viewCount >= 1, "The tree has at least its root.")
    let side = Double(TreeWorkload.rootSide)
    views.reserveCapacity(viewCount)
    var depths = [Int32](repeating: 0, count: viewCount)
    views.append(FloorView(parent: nil, x: 0, y: 0, width: side, height: side, tag: 0))
    var made = 1
    var parentIndex = 0
    while made < viewCount {
      let parent = views[parentIndex]
      let width = Int(parent.width)
      let height = Int(parent.height)
      let splitsColumns = depths[parentIndex] % 2 == 0
      for index in 0..<3 where made < viewCount {
        let child =
          splitsColumns
          ? FloorView(
            parent: parent, x: Double(index * width / 3), y: 0, width: Double(width / 3),
            height: Double(height), tag: made)
          : FloorView(
            parent: parent, x: 0, y: Double(index * height / 3), width: Double(width),
            height: Double(height / 3), tag: made)
        parent.children.append(child)
        depths[made] = depths[parentIndex] + 1
        views.append(child)
        made += 1
      }
      parentIndex += 1
    }
  }

  /// Follows `parent` from every leaf to the root and counts the leaves and the hops.
  func walk() -> (leaves: Int, hops: Int) {
    var leaves = 0
    var hops = 0
    for view in views where view.children.isEmpty {
      leaves += 1
      var current = view.parent
      while let step = current {
        hops += 1
        current = step.parent
      }
    }
    return (leaves, hops)
  }

  /// Hit-tests `pointCount` points of ``WorkloadPointGenerator`` from the root and sums the tags of
  /// the views hit; points that hit nothing are counted as misses.
  func hitTest(pointCount: Int) -> (tagSum: Int, misses: Int) {
    guard let root = views.first else { return (0, pointCount) }
    var generator = WorkloadPointGenerator()
    var tagSum = 0
    var misses = 0
    for _ in 0..<pointCount {
      let point = generator.nextPoint()
      if let hit = root.hitTest(x: Double(point.x), y: Double(point.y)) {
        tagSum += hit.tag
      } else {
        misses += 1
      }
    }
    return (tagSum, misses)
  }

  /// Lets go of the tree: the strong links up and down make cycles, broken here.
  mutating func tearDown() {
    for view in views { view.children = [] }
    views = []
  }
}
