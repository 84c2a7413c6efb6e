import Foundation
import SimUIKit

/// The Auto Layout workload: a column of rows, each pinned to both sides of a container, below the
/// row before it, with a fixed height — four constraints a row — solved by the engine in a layout
/// pass, then re-solved after one constant changes and after a row's constraints go.
public enum LayoutWorkload {
  /// The constraint counts `layout` runs without operands, in one process, smallest first.
  public static let defaultConstraintCounts = [1_000, 2_000, 5_000, 10_000]

  /// The counts and phase times of one run.
  public struct Run: Sendable, Equatable {
    /// The constraints asked for and made (a multiple of four).
    public var constraintCount: Int
    /// The last row's bottom edge after each phase: a checksum that the layout was solved.
    public var bottoms: [Double] = []
    /// Making the views and activating the constraints.
    public var build: Duration = .zero
    /// The first layout pass, which adds every constraint to the solver.
    public var firstSolve: Duration = .zero
    /// Changing the first row's height and laying out again (incremental).
    public var changeConstant: Duration = .zero
    /// Removing the first row's constraints and laying out again (incremental).
    public var removeRow: Duration = .zero

    /// The count line.
    public var countLine: String {
      "responderlab layout C=\(constraintCount) bottoms="
        + bottoms.map { String(Int($0)) }.joined(separator: ",")
    }

    /// The timing line, in milliseconds.
    public var timingLine: String {
      "ms: build=\(build.millisecondsText) firstSolve=\(firstSolve.millisecondsText) "
        + "changeConstant=\(changeConstant.millisecondsText) removeRow=\(removeRow.millisecondsText)"
    }
  }

  /// Runs the workload with about `constraintCount` constraints, in a new simulation with the trace off.
  @MainActor
  public static func run(constraintCount: Int, now: () -> Duration) -> Run {
    let rows = max(1, constraintCount / 4)
    var run = Run(constraintCount: rows * 4)
    let simulation = Simulation()
    simulation.trace.recordedCategories = []
    let start = now()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    var previous: NSLayoutYAxisAnchor = container.topAnchor
    for _ in 0..<rows {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(row)
      constraints += [
        row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        row.topAnchor.constraint(equalTo: previous, constant: 4),
        row.heightAnchor.constraint(equalToConstant: 20),
      ]
      previous = row.bottomAnchor
      views.append(row)
    }
    NSLayoutConstraint.activate(constraints)
    let built = now()
    container.layoutIfNeeded()
    run.bottoms.append(Double(views.last?.frame.maxY ?? 0))
    let solved = now()
    constraints[3].constant = 40
    container.layoutIfNeeded()
    run.bottoms.append(Double(views.last?.frame.maxY ?? 0))
    let changed = now()
    if views.count > 1 {
      NSLayoutConstraint.deactivate(Array(constraints[0..<4]))
      views[1].topAnchor.constraint(equalTo: container.topAnchor, constant: 4).isActive = true
    }
    container.layoutIfNeeded()
    run.bottoms.append(Double(views.last?.frame.maxY ?? 0))
    let removed = now()
    run.build = built - start
    run.firstSolve = solved - built
    run.changeConstant = changed - solved
    run.removeRow = removed - changed
    return run
  }
}
