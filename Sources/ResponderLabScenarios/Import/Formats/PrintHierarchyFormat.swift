import ResponderLabDiagnostics
import SimUIKit

/// `-[UIViewController _printHierarchy]` (FIDELITY 10.2), also what chisel's `pvc` prints when
/// that method exists.
enum PrintHierarchyFormat: ControllerTreeFormat {
  typealias Parser = PrintHierarchyParser

  static let format = DumpFormat.printHierarchy
  static let title = "a _printHierarchy dump (FIDELITY 10.2)"

  static func recognizes(_ lines: [DumpLine]) -> Bool {
    let first = lines.first?.content ?? ""
    return first.contains(", state: ") || first.contains(", view: ")
  }

  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String {
    (root as? UIViewController).map { ControllerTreeDump(style: style).render($0) } ?? ""
  }
}
