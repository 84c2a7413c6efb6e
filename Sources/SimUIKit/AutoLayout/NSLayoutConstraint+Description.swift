import Foundation

extension NSLayoutConstraint {
  /// UIKit's description of the constraint, as the console prints it in conflict messages:
  /// `<NSLayoutConstraint:0x… 'id' UIView:0x….leading == UIView:0x….leading + 16   (active)>`.
  public func uikitDescription(withAddresses: Bool) -> String {
    let name = objectName
    let head =
      withAddresses ? "\(name.className):0x\(String(name.address, radix: 16))" : "\(name)"
    var parts = [head]
    if let identifier { parts.append("'\(identifier)'") }
    if let prefix = autoresizingPrefix { parts.append(prefix) }
    parts.append(equation(withAddresses: withAddresses))
    let state = isActive ? "active" : "inactive"
    let names = namesNote(withAddresses: withAddresses)
    return "<\(parts.joined(separator: " "))   (\(state)\(names))>"
  }

  /// `first.attribute == multiplier*second.attribute + constant`, as UIKit prints it.
  func equation(withAddresses: Bool) -> String {
    let first =
      firstLayoutItem.map {
        "\($0.layoutDescription(withAddresses: withAddresses)).\(attributeName(firstAttribute))"
      }
      ?? "(nil)"
    var right = ""
    if let second = secondLayoutItem {
      let factor = multiplier == 1 ? "" : "\(Self.format(multiplier))*"
      right =
        "\(factor)\(second.layoutDescription(withAddresses: withAddresses)).\(attributeName(secondAttribute))"
      if constant != 0 {
        right += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))"
      }
    } else {
      right = Self.format(constant)
    }
    return "\(first) \(relation.symbol) \(right)"
  }

  /// The attribute's name; autoresizing constraints speak of `minX`, `minY`, `width` and `height`.
  func attributeName(_ attribute: Attribute) -> String {
    guard autoresizingPrefix != nil else { return attribute.printedName }
    switch attribute {
    case .left: return "minX"
    case .top: return "minY"
    default: return attribute.printedName
    }
  }

  /// `h=--& v=--&` for a constraint made from an autoresizing mask; nil otherwise.
  var autoresizingPrefix: String? { (self as? NSAutoresizingMaskLayoutConstraint)?.maskDescription }

  private func namesNote(withAddresses: Bool) -> String {
    guard autoresizingPrefix != nil, let superview = (firstItem as? UIView)?.superview else {
      return ""
    }
    return ", names: '|':\(superview.layoutDescription(withAddresses: withAddresses)) "
  }

  /// A number as UIKit prints it in a constraint: `16`, `16.5`, `0.333333`.
  static func format(_ value: CGFloat) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.6f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
