import ResponderLabDiagnostics
public import SimUIKit

/// Helpers that turn simulator state into evidence lines for a failed expectation.
@MainActor
public enum Evidence {
  /// The chain from `responder`, one responder a line, with each object's stable name.
  public static func chain(from responder: UIResponder) -> String {
    ResponderChainDump().chain(from: responder).map { describe($0) }.joined(separator: " → ")
  }

  /// The `_printHierarchy` dump of `window`'s controllers.
  public static func controllers(in window: UIWindow) -> String {
    ControllerTreeDump().render(window)
  }

  /// The `recursiveDescription` dump of `view`.
  public static func views(of view: UIView) -> String {
    ViewTreeDump().render(view)
  }

  /// The lines of `trace` in `categories` since `mark`, numbered as in the trace.
  public static func trace(
    _ trace: Trace, in categories: Set<TraceEvent.Category>, since mark: Int = 0
  ) -> String {
    let lines = trace.events(since: mark).filter { categories.contains($0.category) }.map(\.line)
    return lines.isEmpty ? "(nothing in the trace)" : lines.joined(separator: "\n")
  }

  /// A responder's stable name, `UILabel#2`, or `nil`.
  public static func describe(_ responder: UIResponder?) -> String {
    guard let responder else { return "nil" }
    return responder.objectName.description
  }

  /// A delegate's name: its stable name when it is a responder, else its type.
  public static func describe(_ delegate: (any UIAdaptivePresentationControllerDelegate)?) -> String
  {
    guard let delegate else { return "nil" }
    if let responder = delegate as? UIResponder { return describe(responder) }
    return String(describing: type(of: delegate))
  }
}
