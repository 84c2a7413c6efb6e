/// The text formats of device dumps: those `responder-lab import` reads (FIDELITY 10.1, 10.2, 10.3,
/// 10.5) and the `_autolayoutTrace` that `dump` writes (21.3).
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
  /// `-[UIView _autolayoutTrace]`: one view a line with Auto Layout's marks (FIDELITY 21.3);
  /// written by `dump --format autolayout`, not read.
  case autolayoutTrace

  /// Guesses the format of the first dump found in `text`.
  public static func detect(_ text: String) -> DumpFormat? {
    if let segment = DumpTranscript(text).segments.first {
      var notes: [String] = []
      return (try? DumpSegmentShape(segment, file: "", notes: &notes))?.format
    }
    return text.contains("->") || text.contains("→") ? .arrowChain : nil
  }
}
