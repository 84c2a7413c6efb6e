/// An unknown of the layout solver: one edge, size or centre of a view or layout guide.
///
/// A variable has identity: two variables with the same name are different unknowns. Its value is the
/// one the solver last wrote with ``LayoutSolver/updateVariables()``.
package final class LayoutVariable: CustomStringConvertible {
  /// A name for messages and dumps, such as `UIView:0x1.minX`.
  package let name: String

  /// The value the solver last gave the variable.
  package internal(set) var value: Double = 0

  /// Creates an unknown with a name for messages.
  package init(_ name: String) {
    self.name = name
  }

  package var description: String { name }
}
