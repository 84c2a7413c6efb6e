import Foundation
import ResponderLabCLI
import Testing

/// The hierarchy picture's responder-chain arrows are routed: none crosses a box or a chain
/// number, each hop has its own lane, and there is one arrow a hop.
@Suite("The hierarchy picture routes its chain arrows around the boxes")
@MainActor
struct ChainArrowRoutesTests {
  struct Rect {
    var name: String
    var x, y, width, height: Double
  }

  /// The boxes (`data-frame` groups) and the chain numbers' circles of a picture.
  static func obstacles(_ svg: String) -> [Rect] {
    var rects: [Rect] = []
    for match in svg.matches(of: /<g data-name="([^"]*)" data-frame="([^"]*)">/) {
      let values = match.2.split(separator: " ").compactMap { Double($0) }
      guard values.count == 4 else { continue }
      rects.append(
        Rect(name: String(match.1), x: values[0], y: values[1], width: values[2], height: values[3])
      )
    }
    for match in svg.matches(of: /<circle cx="([-0-9.]+)" cy="([-0-9.]+)" r="([0-9.]+)"/) {
      guard let x = Double(match.1), let y = Double(match.2), let r = Double(match.3) else {
        continue
      }
      rects.append(
        Rect(name: "number at \(x),\(y)", x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }
    return rects
  }

  /// Each chain arrow's segments, from its `M x y H x V y H x` path.
  static func arrows(_ svg: String) -> [[(Double, Double, Double, Double)]] {
    svg.matches(of: /<path class="chain-arrow" d="([^"]*)"/).map { match in
      var segments: [(Double, Double, Double, Double)] = []
      var x = 0.0
      var y = 0.0
      for command in match.1.split(separator: " ", omittingEmptySubsequences: true)
        .joined(separator: ",").matches(of: /([MHV])([-0-9.]+)(?:,([-0-9.]+))?/)
      {
        let value = Double(command.2) ?? 0
        switch command.1 {
        case "M":
          x = value
          y = command.3.flatMap { Double($0) } ?? 0
        case "H":
          segments.append((x, y, value, y))
          x = value
        default:
          segments.append((x, y, x, value))
          y = value
        }
      }
      return segments
    }
  }

  /// Whether a horizontal or vertical segment passes through the inside of `rect`.
  static func crosses(_ s: (Double, Double, Double, Double), _ rect: Rect) -> Bool {
    let inset = 0.5
    let (left, right) = (min(s.0, s.2), max(s.0, s.2))
    let (top, bottom) = (min(s.1, s.3), max(s.1, s.3))
    return right > rect.x + inset && left < rect.x + rect.width - inset
      && bottom > rect.y + inset && top < rect.y + rect.height - inset
  }

  /// The names of every leaf view of a moment (their chains pass through every ancestor).
  static func leaves(_ scenario: String, step: Int) throws -> [String] {
    let run = ToolRun("dump \(scenario) --step \(step) --format json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    var result: [String] = []
    var stack = [json["views"] as? [String: Any]].compactMap { $0 }
    while let view = stack.popLast() {
      let subviews = view["subviews"] as? [[String: Any]] ?? []
      if subviews.isEmpty, let name = view["name"] as? String { result.append(name) }
      stack.append(contentsOf: subviews)
    }
    return result
  }

  @Test(
    "From every leaf view of the examples' busiest moments, no chain arrow crosses a box",
    arguments: [
      ("docs/examples/two-sheets.json", 4), ("docs/examples/tab-navigation-sheet.json", 5),
      ("docs/examples/alert-over-sheet.json", 7), ("docs/examples/current-context.json", 2),
      ("docs/examples/tablet-popover.json", 1),
    ])
  func noCrossing(scenario: String, step: Int) throws {
    let leaves = try Self.leaves(scenario, step: step)
    #expect(leaves.count >= 3)
    for leaf in leaves {
      let run = ToolRun(
        "dump \(scenario) --step \(step) --format hierarchy-svg --from \(leaf)")
      #expect(run.code == .success, "\(run.errors)")
      let chain = ToolRun("chain \(scenario) --step \(step) --from \(leaf)")
      let hops = chain.output.split(separator: "\n").count - 1
      let arrows = Self.arrows(run.output)
      #expect(arrows.count == hops, "\(scenario) from \(leaf): one arrow a hop")
      let obstacles = Self.obstacles(run.output)
      #expect(obstacles.count > hops)
      var lanes: [Double] = []
      for (number, arrow) in arrows.enumerated() {
        #expect(arrow.count == 3, "leave along the row, a lane, enter along the row")
        if arrow.count == 3 { lanes.append(arrow[1].0) }
        for segment in arrow {
          for rect in obstacles where Self.crosses(segment, rect) {
            Issue.record(
              "\(scenario) from \(leaf): arrow \(number + 1) crosses \(rect.name) at \(segment)")
          }
        }
      }
      #expect(Set(lanes).count == lanes.count, "\(scenario) from \(leaf): every hop has its lane")
    }
  }
}
