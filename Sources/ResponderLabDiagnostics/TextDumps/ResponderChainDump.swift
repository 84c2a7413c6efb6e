public import SimUIKit

/// The responder chain from one responder, by `next`, in chisel's `presponder` form (FIDELITY 10.5)
/// or on one line.
@MainActor
public struct ResponderChainDump {
  /// How objects are named.
  public var style: DumpStyle {
    didSet { views.style = style }
  }
  /// The longest chain walked before the walk stops.
  public var limit: Int
  /// How views are described: as ``ViewTreeDump`` describes them, with its fields shown back.
  public var views: ViewTreeDump

  /// Creates a dump configuration.
  public init(style: DumpStyle = .stable, limit: Int = 100_000) {
    self.style = style
    self.limit = limit
    self.views = ViewTreeDump(style: style)
  }

  /// The responders from `responder` up `next`, `responder` first, each once: a chain that comes
  /// back to a responder already walked stops before it (``returnPoint(from:)`` names it).
  public func chain(from responder: UIResponder) -> [UIResponder] {
    walk(from: responder).responders
  }

  /// The responder the chain from `responder` comes back to, if `next` leads in a circle; nil for a
  /// chain that ends. UIKit's own chains always end, at the application or its delegate, so a
  /// circle means a world built by hand (a `next` override, or a dump joined oddly) that a device
  /// could not have; the text forms print it rather than walk it again.
  public func returnPoint(from responder: UIResponder) -> UIResponder? {
    walk(from: responder).returnsTo
  }

  /// chisel's form: each responder on its own line, with `"   | "` once per step already taken; a
  /// circle ends in a line naming the responder it comes back to.
  public func render(from responder: UIResponder) -> String {
    let walked = walk(from: responder)
    var lines = walked.responders.enumerated().map { index, item in
      String(repeating: "   | ", count: index) + describe(item)
    }
    if let back = walked.returnsTo {
      lines.append(
        String(repeating: "   | ", count: walked.responders.count) + circleNote(back))
    }
    return lines.joined(separator: "\n")
  }

  /// The chain on one line of class names: `UILabel → UIView → ViewController → …`.
  public func arrowLine(from responder: UIResponder) -> String {
    let walked = walk(from: responder)
    var names = walked.responders.map { style.showsAddresses ? describe($0) : $0.className }
    if let back = walked.returnsTo { names.append(circleNote(back)) }
    return names.joined(separator: " → ")
  }

  private func circleNote(_ responder: UIResponder) -> String {
    "(back to \(style.head(responder)): next leads in a circle, which no device's chain does)"
  }

  private func walk(from responder: UIResponder) -> (
    responders: [UIResponder], returnsTo: UIResponder?
  ) {
    var result: [UIResponder] = []
    var walked: Set<ObjectIdentifier> = []
    var current: UIResponder? = responder
    while let item = current, result.count < limit {
      guard walked.insert(ObjectIdentifier(item)).inserted else { return (result, item) }
      result.append(item)
      current = item.next
    }
    return (result, nil)
  }

  /// One responder: a view as in ``ViewTreeDump``, anything else as `<Class#n>`.
  public func describe(_ responder: UIResponder) -> String {
    if let view = responder as? UIView { return views.describe(view) }
    return "<\(style.head(responder))>"
  }
}
