import ResponderLabDiagnostics
import SimUIKit

/// chisel's `pvc` in its own form (FIDELITY 10.3): controllers with their views and frames.
enum ChiselControllersFormat: ControllerTreeFormat {
  typealias Parser = ChiselControllerParser

  static let format = DumpFormat.chiselViewControllers
  static let title = "a chisel pvc dump (FIDELITY 10.3)"

  static func recognizes(_ lines: [DumpLine]) -> Bool {
    let first = lines.first?.content ?? ""
    return first.contains("; view = <") || first.contains("; view not loaded>")
  }

  @MainActor
  static func write(
    _ root: UIResponder, in world: LabWorld, style: DumpStyle, only: Set<ObjectIdentifier>?
  ) -> String {
    var writer = ChiselControllerDump(style: style)
    writer.only = only
    return (root as? UIViewController).map { writer.render($0) } ?? ""
  }
}
