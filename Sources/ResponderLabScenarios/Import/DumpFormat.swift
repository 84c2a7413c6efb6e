/// The text formats `responder-lab import` reads (FIDELITY 10.1, 10.2, 10.3, 10.5).
public enum DumpFormat: String, Hashable, Sendable, CaseIterable {
  /// `-[UIView recursiveDescription]` or chisel `pviews`: one view a line (FIDELITY 10.1).
  case recursiveDescription
  /// `-[UIViewController _printHierarchy]`: one controller a line (FIDELITY 10.2).
  case printHierarchy
  /// chisel `presponder`: one responder a line, indented once per step (FIDELITY 10.5).
  case presponder
  /// A chain on one line: `UILabel -> UIView -> ViewController` (or with `→`).
  case arrowChain
  /// chisel `pvc`: one controller a line, with its view and frame (FIDELITY 10.3).
  case chiselViewControllers

  /// Guesses the format from the first meaningful line of `text`.
  public static func detect(_ text: String) -> DumpFormat? {
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    guard let first = lines.first(where: { DumpLine.isMeaningful($0) }) else { return nil }
    if first.contains("->") || first.contains("→") { return .arrowChain }
    if first.contains(", state: ") || first.contains(", view: ") { return .printHierarchy }
    if first.contains("; view = <") || first.contains("; view not loaded>") {
      return .chiselViewControllers
    }
    let meaningful = lines.filter { DumpLine.isMeaningful($0) }
    // presponder indents every line one step more than the one before it; recursiveDescription
    // gives siblings the same depth.
    let depths = meaningful.map { DumpLine.depth(of: $0) }
    if depths.count > 1, depths == Array(0..<depths.count),
      meaningful.dropFirst().contains(where: { !$0.contains("frame = ") })
    {
      return .presponder
    }
    if first.contains("frame = ") { return .recursiveDescription }
    return depths.count > 1 && depths == Array(0..<depths.count) ? .presponder : nil
  }
}
