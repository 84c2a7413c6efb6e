public import SimUIKit

/// The responder chain from one responder, by `next`, in chisel's `presponder` form (FIDELITY 10.5)
/// or on one line.
@MainActor
public struct ResponderChainDump {
  /// How objects are named.
  public var style: DumpStyle {
    didSet { views.style = style }
  }
  /// The longest chain walked before the walk stops, as a guard against cycles.
  public var limit: Int
  /// How views are described: as ``ViewTreeDump`` describes them, with its fields shown back.
  public var views: ViewTreeDump

  /// Creates a dump configuration.
  public init(style: DumpStyle = .stable, limit: Int = 100_000) {
    self.style = style
    self.limit = limit
    self.views = ViewTreeDump(style: style)
  }

  /// The responders from `responder` up `next`, `responder` first.
  public func chain(from responder: UIResponder) -> [UIResponder] {
    var result: [UIResponder] = []
    var current: UIResponder? = responder
    while let item = current, result.count < limit {
      result.append(item)
      current = item.next
    }
    return result
  }

  /// chisel's form: each responder on its own line, with `"   | "` once per step already taken.
  public func render(from responder: UIResponder) -> String {
    chain(from: responder).enumerated().map { index, item in
      String(repeating: "   | ", count: index) + describe(item)
    }.joined(separator: "\n")
  }

  /// The chain on one line of class names: `UILabel → UIView → ViewController → …`.
  public func arrowLine(from responder: UIResponder) -> String {
    chain(from: responder).map { style.showsAddresses ? describe($0) : $0.className }
      .joined(separator: " → ")
  }

  /// One responder: a view as in ``ViewTreeDump``, anything else as `<Class#n>`.
  public func describe(_ responder: UIResponder) -> String {
    if let view = responder as? UIView { return views.describe(view) }
    return "<\(style.head(responder))>"
  }
}
