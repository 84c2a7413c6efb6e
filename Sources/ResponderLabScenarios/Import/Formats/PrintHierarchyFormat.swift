import ResponderLabDiagnostics
import SimUIKit

/// `-[UIViewController _printHierarchy]` (FIDELITY 10.2), also what chisel's `pvc` prints when
/// that method exists.
enum PrintHierarchyFormat: ControllerTreeFormat {
  typealias Parser = PrintHierarchyParser

  static let format = DumpFormat.printHierarchy
  static let title = "a _printHierarchy dump (FIDELITY 10.2)"

  /// A first line with a controller's state or view after its description, which is a
  /// controller's: it prints no frame (a view's line with those words after it, kept from another
  /// dump, is still a view's).
  static func recognizes(_ lines: [DumpLine]) -> Bool {
    let first = lines.first?.content ?? ""
    let head = first.prefix { $0 != ">" }
    return (first.contains(", state: ") || first.contains(", view: "))
      && !head.contains("frame = (")
  }

  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String {
    (root as? UIViewController).map { ControllerTreeDump(style: style).render($0) } ?? ""
  }
}
