public import SimUIKit

/// chisel's `pvc` dump of a view-controller tree (FIDELITY 10.3).
///
/// Each controller is `<Class: 0x…; view = <ViewClass; 0x…>; frame = (x, y; w, h)>`, or
/// `<Class: 0x…; view not loaded>`. Children are prefixed `"   |"` once per level; a presented
/// controller gets `"  *M"` after its presenter's prefix, and a footer explains the mark.
@MainActor
public struct ChiselControllerDump {
  /// How objects are named.
  public var style: DumpStyle
  /// When set, only these controllers are shown (with the top one): the ones one dump printed.
  public var only: Set<ObjectIdentifier>?

  /// The footer chisel prints after a presented controller.
  public static let modalFooter = "// '*M' means the view controller is presented modally."

  /// Creates a dump configuration.
  public init(style: DumpStyle = .stable) {
    self.style = style
  }

  /// The dump of `controller`, its children and what it presents.
  public func render(_ controller: UIViewController) -> String {
    var lines: [String] = []
    var presents = false
    // Each entry: the controller, its own prefix, and the prefix its children extend.
    var stack: [(UIViewController, String, String)] = [(controller, "", "")]
    while let (current, prefix, childPrefix) = stack.popLast() {
      lines.append(prefix + (prefix.isEmpty ? "" : " ") + describe(current))
      let nextPrefix = childPrefix + "   |"
      if let presented = current.presentedControllerForDump,
        only?.contains(ObjectIdentifier(presented)) ?? true
      {
        presents = true
        stack.append((presented, childPrefix + "  *M", nextPrefix))
      }
      for child in current.children.reversed() where only?.contains(ObjectIdentifier(child)) ?? true
      {
        stack.append((child, nextPrefix, nextPrefix))
      }
    }
    if presents { lines.append(Self.modalFooter) }
    return lines.joined(separator: "\n")
  }

  /// One controller's description.
  public func describe(_ controller: UIViewController) -> String {
    guard let view = controller.viewIfLoaded else {
      return "<\(name(controller)); view not loaded>"
    }
    let frame = view.frame
    let numbers = [frame.origin.x, frame.origin.y, frame.width, frame.height].map(
      \.compactDescription)
    return
      "<\(name(controller)); view = <\(name(view, separator: ";"))>; frame = (\(numbers[0]), \(numbers[1]); \(numbers[2]), \(numbers[3]))>"
  }

  private func name(_ object: UIResponder, separator: String = ":") -> String {
    let objectName = object.objectName
    guard style.showsAddresses else { return objectName.description }
    return "\(objectName.className)\(separator) 0x\(String(objectName.address, radix: 16))"
  }
}
