public import Foundation

extension Scenario {
  /// A point or a view that `explain` follows.
  public struct Probe: Sendable {
    /// The id.
    public var id: Reference
    /// A point in window coordinates.
    public var point: CGPoint?
    /// A view's id or a label's text.
    public var target: Reference?

    /// A probe at a point, made on the command line rather than read from a file.
    public init(point: CGPoint, name: String) {
      self.id = Reference(id: name, position: SourcePosition(line: 0, column: 0))
      self.point = point
      self.target = nil
    }

    init(id: Reference, point: CGPoint?, target: Reference?) {
      self.id = id
      self.point = point
      self.target = target
    }
  }
}
