import Foundation
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// The hit-test of every region of the screen, so that a static page can say where a click at any
/// point would land and why (FIDELITY 9.1–9.4).
///
/// The edges of every view's frame cut the screen into cells in which hit-testing answers the same
/// (views decide by their frames); the simulator hit-tests each cell's centre once. The page stores
/// the edges, one result index per cell, and the distinct results: the path from the window to the
/// view hit, and each view that contains the point but was passed over, with why.
@MainActor
struct ExplorerHitMap {
  let world: LabWorld
  /// Above this many edges on an axis, the screen is cut every `fallbackStep` points instead.
  static let maximumEdges = 160
  static let fallbackStep = 4.0

  func json(window: UIWindow) -> JSONOutput {
    let size = window.bounds.size
    var xs: Set<Double> = [0, Double(size.width)]
    var ys: Set<Double> = [0, Double(size.height)]
    window.forEachInSubtree { view in
      let frame = view.frameInWindow
      for x in [frame.minX, frame.maxX] where x > 0 && x < size.width { xs.insert(Double(x)) }
      for y in [frame.minY, frame.maxY] where y > 0 && y < size.height { ys.insert(Double(y)) }
    }
    let columns = edges(xs, length: Double(size.width))
    let rows = edges(ys, length: Double(size.height))
    var results: [String: Int] = [:]
    var distinct: [JSONOutput] = []
    var cells: [JSONOutput] = []
    for row in zip(rows, rows.dropFirst()) {
      for column in zip(columns, columns.dropFirst()) {
        let point = CGPoint(x: (column.0 + column.1) / 2, y: (row.0 + row.1) / 2)
        let result = hit(at: point, in: window)
        let key = result.compactText
        if results[key] == nil {
          results[key] = distinct.count
          distinct.append(result)
        }
        cells.append(.number(Double(results[key] ?? 0)))
      }
    }
    return .object([
      ("xs", .array(columns.map { .number($0) })), ("ys", .array(rows.map { .number($0) })),
      ("cells", .array(cells)), ("results", .array(distinct)),
    ])
  }

  private func edges(_ values: Set<Double>, length: Double) -> [Double] {
    let sorted = values.sorted()
    guard sorted.count > Self.maximumEdges else { return sorted }
    return Array(stride(from: 0, through: length, by: Self.fallbackStep))
  }

  /// `{v: the view hit or null, p: [window … view], x: [[name, why], …]}`.
  func hit(at point: CGPoint, in window: UIWindow) -> JSONOutput {
    let hit = window.hitTest(point, with: nil)
    var path: [UIView] = []
    var ancestor = hit
    while let view = ancestor {
      path.insert(view, at: 0)
      ancestor = view.superview
    }
    var passed: [JSONOutput] = []
    // At each view of the path, its subviews are asked front to back (FIDELITY 9.1): those in
    // front of the next view on the path that contain the point were refused, those behind it
    // were covered by it.
    for (index, view) in path.enumerated() {
      let chosen = index + 1 < path.count ? path[index + 1] : nil
      var behind = false
      for subview in view.subviews.reversed() {
        if subview === chosen {
          behind = true
          continue
        }
        let local = subview.convert(point, from: nil)
        guard subview.bounds.contains(local) else {
          if let outside = drawnDescendant(of: subview, at: point) {
            let why = "outside the bounds of \(name(subview)), whose subviews are never asked there"
            passed.append(.array([.string(name(outside)), .string("\(why) (FIDELITY 9.3)")]))
          }
          continue
        }
        let reason: String
        if subview.isHidden {
          reason = "hidden (FIDELITY 9.2)"
        } else if subview.alpha < 0.01 {
          reason = "alpha below 0.01 (FIDELITY 9.2)"
        } else if !subview.isUserInteractionEnabled {
          reason = "userInteractionEnabled is false (FIDELITY 9.2)"
        } else if behind || chosen == nil {
          guard let chosen else { continue }
          reason = "covered by \(name(chosen)), which is in front (FIDELITY 9.1)"
        } else {
          reason = "its hitTest returned nil: it lets touches through (FIDELITY 6.6, 9.1)"
        }
        passed.append(.array([.string(name(subview)), .string(reason)]))
      }
    }
    if hit == nil, path.isEmpty {
      passed.append(
        .array([.string(name(window)), .string("no view takes the point (FIDELITY 9.1)")]))
    }
    return .object([
      ("v", hit.map { .string(name($0)) } ?? .null),
      ("p", .array(path.map { .string(name($0)) })), ("x", .array(passed)),
    ])
  }

  /// The frontmost shown descendant of `view` drawn at `point`, the window's point, although
  /// `view`'s own bounds do not contain it: a subview that extends past its superview, which does
  /// not clip it (FIDELITY 9.3).
  private func drawnDescendant(of view: UIView, at point: CGPoint) -> UIView? {
    for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha >= 0.01 {
      if let deeper = drawnDescendant(of: subview, at: point) { return deeper }
      if subview.bounds.contains(subview.convert(point, from: nil)) { return subview }
    }
    return nil
  }

  private func name(_ view: UIView) -> String { view.objectName.description }
}
