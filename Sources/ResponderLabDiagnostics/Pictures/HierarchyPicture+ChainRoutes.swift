extension HierarchyPicture {
  /// The paths of the responder chain's arrows in the hierarchy picture, routed so that each can be
  /// followed and none crosses a box.
  ///
  /// The picture has one box a row in each column (controllers on the left, views on the right),
  /// so a horizontal line along a box's own row meets no other box of its column. Each arrow leaves
  /// its box along its row, runs up or down a vertical lane of its own (right of the view tree for
  /// a hop between views; between the two columns for a hop to or from a controller), and enters
  /// the next box along that box's row. An arrow leaves 5 points below a box's middle and enters 5
  /// above, so that the arrows into and out of one box stay apart; a box with a chain number has
  /// its number in a circle on its left, which arrows go around.
  @MainActor
  struct ChainRoutes {
    /// The space between two lanes.
    static let laneGap = 8.0
    /// How far below (leaving) or above (entering) a box's middle an arrow runs.
    static let rowOffset = 5.0
    /// The room a chain number's circle takes left of its box, and a margin.
    static let numberRoom = 19.0

    /// One path (SVG `d`) a hop, in the chain's order.
    private(set) var paths: [String] = []
    /// The x of the rightmost lane, so that the picture is wide enough for it.
    private(set) var rightmost = 0.0

    /// Routes `hops` (indexes into `boxes`, from and to), with the lanes between the columns
    /// starting right of `controllersRight`.
    init(boxes: [Box], hops: [(Int, Int)], controllersRight: Double) {
      let isController = { (box: Box) in box.kind == .controller || box.kind == .presented }
      let viewsRight =
        boxes.filter { !isController($0) }.map { $0.x + $0.width }.max() ?? controllersRight
      // Lanes by span: the shortest hop gets the lane nearest the boxes, so that arrows nest
      // instead of crossing.
      func span(_ hop: (Int, Int)) -> Double { abs(boxes[hop.0].y - boxes[hop.1].y) }
      let order = hops.indices.sorted { span(hops[$0]) < span(hops[$1]) }
      var lanes = [Double](repeating: 0, count: hops.count)
      var betweenColumns = 0
      var rightOfViews = 0
      for hopIndex in order {
        let (a, b) = hops[hopIndex]
        if isController(boxes[a]) || isController(boxes[b]) {
          betweenColumns += 1
          lanes[hopIndex] = controllersRight + 12 + Self.laneGap * Double(betweenColumns - 1)
        } else {
          rightOfViews += 1
          lanes[hopIndex] = viewsRight + 16 + Self.laneGap * Double(rightOfViews - 1)
        }
        rightmost = max(rightmost, lanes[hopIndex])
      }
      let n = SVGText.number
      for (hopIndex, (a, b)) in hops.enumerated() {
        let (p, q) = (boxes[a], boxes[b])
        let lane = lanes[hopIndex]
        let startY = p.y + HierarchyPicture.boxHeight / 2 + Self.rowOffset
        let endY = q.y + HierarchyPicture.boxHeight / 2 - Self.rowOffset
        // A view whose next is a controller leaves by its left side, around its number; every
        // other box leaves by its right side.
        let startX = !isController(p) && isController(q) ? p.x - Self.numberRoom : p.x + p.width
        // A controller's arrow into a view enters the view's left side, before its number; every
        // other arrow enters by the right side.
        let endX = isController(p) && !isController(q) ? q.x - Self.numberRoom : q.x + q.width + 2
        paths.append("M\(n(startX)) \(n(startY)) H\(n(lane)) V\(n(endY)) H\(n(endX))")
      }
    }
  }
}
