import Foundation

/// The Auto Layout engine of one view tree, hosted by its root view (a window, or a view not yet in
/// one): it brings the tree's active constraints into a ``LayoutSolver``, adds the constraints UIKit
/// makes itself (frames of views that translate their autoresizing masks, intrinsic sizes, the
/// system layout guides), solves, and gives the constrained views their frames.
@MainActor
package final class AutoLayoutEngine {
  let solver = LayoutSolver()
  private weak var root: UIView?
  /// Every constraint in the solver, by the solver's constraint.
  private var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// The solver constraint each constraint was added as.
  private var added:
    [ObjectIdentifier: (constraint: NSLayoutConstraint, solver: SolverConstraint)] =
      [:]
  /// The constraints the engine made, by what they pin (`<view>.minX`, `<view>.hug.h`, …).
  var generated: [String: NSLayoutConstraint] = [:]
  /// The views and guides in the engine at the last solve.
  var participants: [UIView] { participantLinks.compactMap(\.view) }
  /// The participants by identity, for ``isParticipant(_:)`` without a walk of the list.
  private var participantsByID: [ObjectIdentifier: WeakParticipant] = [:]
  /// Where the simulation's layout stood after the last solve made in a layout traversal.
  private var solvedAt: LayoutRevision.Mark?
  // NB: weak, for a view not in a window hosts its own tree's engine (a cycle otherwise).
  private var participantLinks: [WeakParticipant] = []
  private final class WeakParticipant {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
  }
  var guides: [UILayoutGuide] = []
  /// UIKit's messages for the conflicts met so far, without addresses, oldest first.
  package private(set) var unsatisfiableMessages: [String] = []

  init(root: UIView) {
    self.root = root
  }

  // MARK: - Solving

  /// ``solveAndApply()``, unless the engine already solved in the running layout traversal and
  /// nothing that can move the layout changed since: then its frames are already applied. A layout
  /// pass lays out every marked constrained view, and each would otherwise solve the whole tree
  /// again.
  package func solveAndApplyIfChanged() {
    if let solvedAt, let root, solvedAt == root.simulation.layoutRevision.mark { return }
    solveAndApply()
  }

  /// Brings the solver up to date with the tree, solves, and sets the constrained views' frames.
  package func solveAndApply() {
    guard let root else { return }
    defer { solvedAt = root.simulation.layoutRevision.mark }
    root.updateConstraintsIfNeeded()
    let user = collectConstraints(from: root)
    collectParticipants(user)
    var desired: [NSLayoutConstraint] = makeGeneratedConstraints()
    desired.append(contentsOf: user.filter { !$0.isBroken })
    synchronize(with: desired)
    solver.updateVariables()
    applyFrames()
  }

  /// The active constraints of the tree, in the order they were activated, as UIKit's engine
  /// takes them (on activation), whichever views they are installed on.
  private func collectConstraints(from root: UIView) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      if let state = view.autoLayoutStorage { result.append(contentsOf: state.installed) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    // NB: the order matters beyond conflicts: a column of views pinned one below the other, whose
    // heights are installed on the views and so came after the column's constraints, made each
    // height a substitution into every row below it.
    result.sort { $0.activationNumber < $1.activationNumber }
    return result
  }

  /// The views the constraints mention, the superviews of those laid out by constraints, and the
  /// guides the constraints mention.
  private func collectParticipants(_ constraints: [NSLayoutConstraint]) {
    var seen: Set<ObjectIdentifier> = []
    var views: [UIView] = []
    var seenGuides: Set<ObjectIdentifier> = []
    guides = []
    func include(_ view: UIView) {
      guard seen.insert(ObjectIdentifier(view)).inserted else { return }
      views.append(view)
      if !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
        include(superview)
      }
    }
    for constraint in constraints {
      for item in [constraint.firstLayoutItem, constraint.secondLayoutItem] {
        if let view = item as? UIView {
          include(view)
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
          include(owner)
          if seenGuides.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
        }
      }
    }
    participantLinks = views.map(WeakParticipant.init)
    participantsByID = Dictionary(
      uniqueKeysWithValues: zip(views.map(ObjectIdentifier.init), participantLinks))
  }

  func isParticipant(_ view: UIView) -> Bool {
    // NB: the link is checked, for a participant that went away may leave its address to another.
    participantsByID[ObjectIdentifier(view)]?.view === view
  }

  /// Adds what is new to the solver and removes what went away, oldest first.
  private func synchronize(with desired: [NSLayoutConstraint]) {
    var wanted: [ObjectIdentifier: NSLayoutConstraint] = [:]
    for constraint in desired { wanted[ObjectIdentifier(constraint)] = constraint }
    for (key, entry) in added.sorted(by: { $0.value.solver.label < $1.value.solver.label }) {
      let current = wanted[key]?.solverConstraint
      guard current == nil || current !== entry.solver else { continue }
      try? solver.removeConstraint(entry.solver)
      owners.removeValue(forKey: ObjectIdentifier(entry.solver))
      added.removeValue(forKey: key)
    }
    for constraint in desired where added[ObjectIdentifier(constraint)] == nil {
      guard let made = constraint.solverConstraint else { continue }
      do {
        try solver.addConstraint(made)
        added[ObjectIdentifier(constraint)] = (constraint, made)
        owners[ObjectIdentifier(made)] = constraint
      } catch .unsatisfiable(let conflicting) {
        let others = conflicting.compactMap { owners[$0] }
        recoverFromConflict(adding: constraint, conflictingWith: others)
      } catch {
        constraint.simulation.warn(
          "The layout engine failed on \(constraint.uikitDescription(withAddresses: false)): \(error)"
        )
      }
    }
  }

  /// Logs UIKit's message for an unsatisfiable constraint and breaks one constraint of the
  /// conflict, as ``FidelityAssumptions/brokenConstraint`` says (FIDELITY 21.2).
  private func recoverFromConflict(
    adding constraint: NSLayoutConstraint, conflictingWith others: [NSLayoutConstraint]
  ) {
    let list = others + [constraint]
    let simulation = constraint.simulation
    var broken = constraint
    if simulation.assumptions.brokenConstraint == .lowestInConflictList,
      let candidate = others.last(where: {
        !($0 is NSAutoresizingMaskLayoutConstraint) && !($0 is EngineLayoutConstraint)
      }),
      let entry = added[ObjectIdentifier(candidate)]
    {
      // Break an earlier constraint instead, then add the new one in its place.
      try? solver.removeConstraint(entry.solver)
      owners.removeValue(forKey: ObjectIdentifier(entry.solver))
      added.removeValue(forKey: ObjectIdentifier(candidate))
      if let made = constraint.solverConstraint, (try? solver.addConstraint(made)) != nil {
        added[ObjectIdentifier(constraint)] = (constraint, made)
        owners[ObjectIdentifier(made)] = constraint
        broken = candidate
      } else if let restored = candidate.solverConstraint,
        (try? solver.addConstraint(restored)) != nil
      {
        added[ObjectIdentifier(candidate)] = (candidate, restored)
        owners[ObjectIdentifier(restored)] = candidate
      }
    }
    broken.isBroken = true
    simulation.warn(Self.unsatisfiableMessage(list: list, broken: broken, withAddresses: true))
    unsatisfiableMessages.append(
      Self.unsatisfiableMessage(list: list, broken: broken, withAddresses: false))
  }

  /// UIKit's console message for unsatisfiable constraints (FIDELITY 21.2).
  package static func unsatisfiableMessage(
    list: [NSLayoutConstraint], broken: NSLayoutConstraint, withAddresses: Bool
  ) -> String {
    let entries = list.map { "    \"\($0.uikitDescription(withAddresses: withAddresses))\"" }
    return """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
      (
      \(entries.joined(separator: ",\n"))
      )

      Will attempt to recover by breaking constraint 
      \(broken.uikitDescription(withAddresses: withAddresses))

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
  }

  // MARK: - Frames

  /// Gives every participant laid out by constraints the frame the solver found, relative to its
  /// superview and rounded to the screen's pixels.
  private func applyFrames() {
    for view in participants where !view.translatesAutoresizingMaskIntoConstraints {
      guard let superview = view.superview, isParticipant(superview) else { continue }
      let scale = view.simulation.screen.scale
      func round(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
      let own = view.layoutVariables
      let parent = superview.layoutVariables
      let frame = CGRect(
        x: round(own.minX.value - parent.minX.value), y: round(own.minY.value - parent.minY.value),
        width: max(0, round(own.width.value)), height: max(0, round(own.height.value)))
      if view.frame != frame { view.frame = frame }
    }
  }

  /// A guide's rectangle in `view`'s coordinates.
  func frame(of guide: UILayoutGuide, in view: UIView) -> CGRect {
    let own = guide.layoutVariables
    let parent = view.layoutVariables
    return CGRect(
      x: own.minX.value - parent.minX.value, y: own.minY.value - parent.minY.value,
      width: own.width.value, height: own.height.value)
  }
}
