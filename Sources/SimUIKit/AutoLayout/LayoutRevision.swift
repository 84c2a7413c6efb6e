/// Where a simulation's layout stands: a count of the changes that can move a constrained layout,
/// and which `layoutIfNeeded()` traversal is running.
///
/// The engine remembers both at each solve. A view laid out later in the same traversal, with no
/// change counted since, is given the solution already applied instead of a new solve, as UIKit's
/// views read their frames from an engine that is already up to date. Between traversals the
/// engine always solves again, so a change the count does not see (a device's safe area, an
/// intrinsic size that changed without `invalidateIntrinsicContentSize()`) is picked up by the next
/// layout pass.
package struct LayoutRevision: Equatable {
  /// Changes counted so far.
  package private(set) var changes = 0
  /// The number of the outermost traversal running, or of the last one.
  package private(set) var traversal = 0
  /// How deeply `layoutIfNeeded()` calls are nested now.
  package private(set) var depth = 0
  /// Constraints activated so far: the number of the next activation.
  private var activations = 0

  /// Numbers an activation, so that the engine adds constraints in the order they were activated.
  package mutating func nextActivation() -> Int {
    activations += 1
    return activations
  }

  /// Counts a change that can move a constrained layout.
  package mutating func noteChange() {
    changes &+= 1
  }

  /// Starts a traversal (nested ones share the outermost one's number).
  package mutating func beginTraversal() {
    if depth == 0 { traversal &+= 1 }
    depth += 1
  }

  /// Ends a traversal.
  package mutating func endTraversal() {
    depth -= 1
  }

  /// The point a solve can be reused from: the traversal and the count, or nil outside a traversal.
  package var mark: Mark? {
    depth > 0 ? Mark(traversal: traversal, changes: changes) : nil
  }

  /// A traversal and a count of changes.
  package struct Mark: Equatable {
    let traversal: Int
    let changes: Int
  }
}
