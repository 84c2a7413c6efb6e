import ResponderLabDiagnostics
import SimUIKit

/// chisel's `pvc` in its own form (FIDELITY 10.3): controllers with their views and frames.
enum ChiselControllersFormat: ControllerTreeFormat {
  typealias Parser = ChiselControllerParser

  static let format = DumpFormat.chiselViewControllers
  static let title = "a chisel pvc dump (FIDELITY 10.3)"

  /// A first line with a controller's `view = <…>` and, if it has a frame, chisel's
  /// `frame = (0, 0; 414, 736)` with commas: a view's own `frame = (0 0; 414 736)` first makes it a
  /// view's line, whatever it kept after.
  static func recognizes(_ lines: [DumpLine]) -> Bool {
    let first = lines.first?.content ?? ""
    guard first.contains("; view = <") || first.contains("; view not loaded>") else { return false }
    guard let frame = first.range(of: "frame = (") else { return true }
    let value = first[frame.upperBound...].prefix { $0 != ")" }
    return value.contains(",")
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
