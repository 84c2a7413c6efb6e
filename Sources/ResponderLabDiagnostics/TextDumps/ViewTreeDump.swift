public import SimUIKit

/// A `recursiveDescription`-style dump of a view tree (FIDELITY 10.1).
///
/// One line per view; each level of nesting adds `"   | "`. Optional fields appear only when they
/// differ from their defaults, in UIKit's order.
@MainActor
public struct ViewTreeDump {
  /// How objects are named.
  public var style: DumpStyle
  /// The deepest level shown, counted from 0 at the top view; nil shows every level (chisel's `-d`).
  public var maxDepth: Int?
  /// Fields a device printed that the simulator does not model, shown back verbatim after the
  /// modeled ones (an imported dump's `autoresize = W+H`, `contentOffset: {0, 0}`, …).
  public var otherFields: [ObjectIdentifier: [String]] = [:]
  /// Text a device printed after a view's closing `>`, shown back verbatim.
  public var trailers: [ObjectIdentifier: String] = [:]
  /// When set, only these views are shown (with the top view): the views one dump printed.
  public var only: Set<ObjectIdentifier>?

  /// Creates a dump configuration.
  public init(style: DumpStyle = .stable, maxDepth: Int? = nil) {
    self.style = style
    self.maxDepth = maxDepth
  }

  /// The dump of `view` and everything inside it.
  public func render(_ view: UIView) -> String {
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(view, 0)]
    while let (current, depth) = stack.popLast() {
      lines.append(String(repeating: "   | ", count: depth) + describe(current))
      if let maxDepth, depth >= maxDepth { continue }
      for subview in current.subviews.reversed()
      where only?.contains(ObjectIdentifier(subview)) ?? true {
        stack.append((subview, depth + 1))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The dump of `view` and, when it is the key window and the software keyboard is up, the
  /// keyboard's window after it, as a window of its own (FIDELITY 11.22; its class names are an
  /// assumption).
  public func renderWithKeyboard(_ view: UIView) -> String {
    let main = render(view)
    guard let window = view as? UIWindow, window.isKeyWindow,
      let keyboard = window.simulation.keyboard.window
    else { return main }
    return main + "\n" + render(keyboard)
  }

  /// One view's line: `<UILabel#1; frame = (16 60; 200 20); text = 'Hello'>`.
  public func describe(_ view: UIView) -> String {
    var others = otherFields[ObjectIdentifier(view)] ?? []
    // UIKit prints an app class's UIKit class first, right after the address.
    var fields: [String] = []
    if let printed = others.firstIndex(where: { $0.hasPrefix("baseClass = ") }) {
      fields.append(others.remove(at: printed))
    } else if let base = Self.printedBaseClass(of: view) {
      fields.append("baseClass = \(base)")
    }
    fields.append("frame = \(Self.format(view.frame))")
    if let label = view as? UILabel, let text = label.text {
      // UIKit escapes what is not ASCII (`\u7535`); the stable form shows the characters.
      fields.append("text = '\(style.showsAddresses ? TextEscapes.encode(text) : text)'")
    }
    if view.clipsToBounds { fields.append("clipsToBounds = YES") }
    if view.alpha != 1 { fields.append("alpha = \(view.alpha.compactDescription)") }
    if view.isHidden { fields.append("hidden = YES") }
    if view.tag != 0 { fields.append("tag = \(view.tag)") }
    if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
    if let color = view.backgroundColor {
      // UIKit prints a colour's components; the stable form names system colours.
      let text = style.showsAddresses ? color.componentDescription : color.description
      fields.append("backgroundColor = \(text)")
    }
    // The identifier is not part of UIKit's own line; the stable form shows it to help find views.
    if !style.showsAddresses, let identifier = view.accessibilityIdentifier {
      fields.append("identifier = '\(identifier)'")
    }
    // Neither is the first responder; the stable form marks it (FIDELITY 11.1).
    if !style.showsAddresses, view.isFirstResponder { fields.append("firstResponder = YES") }
    fields += others
    if style.showsAddresses, !others.contains(where: { $0.hasPrefix("layer = ") }) {
      let layer = view.objectName.address &+ 0x20
      fields.append("layer = <CALayer: 0x\(String(layer, radix: 16))>")
    }
    let trailer = trailers[ObjectIdentifier(view)].map { " \($0)" } ?? ""
    return "<\(style.head(view)); \(fields.joined(separator: "; "))>\(trailer)"
  }

  /// The `baseClass` UIKit's description prints for `view`: for a class that is not UIKit's own,
  /// its nearest UIKit class, unless that is `UIView` (the corpus's dumps print
  /// `<iConsoleWindow: 0x…; baseClass = UIWindow; …>` and `<MMBadgeView: 0x…; baseClass =
  /// UIImageView; …>`, never `baseClass = UIView`). Known for views the simulator shows under
  /// another class's name: imported and scenario views.
  static func printedBaseClass(of view: UIView) -> String? {
    guard let base = view.shownBaseClassName, base != "UIView" else { return nil }
    let name = view.className
    return name.hasPrefix("UI") || name.hasPrefix("_UI") ? nil : base
  }

  /// A frame as UIKit prints it: `(x y; w h)`.
  public static func format(_ rect: CGRect) -> String {
    "(\(rect.origin.x.compactDescription) \(rect.origin.y.compactDescription); \(rect.width.compactDescription) \(rect.height.compactDescription))"
  }
}
