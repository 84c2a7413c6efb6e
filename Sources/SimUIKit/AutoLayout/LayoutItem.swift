import Foundation

/// The four unknowns of one view or layout guide, in the engine's coordinates (the root view's, with
/// no bounds offsets: what a scroll view's content is laid out in).
package final class LayoutItemVariables {
  package let minX: LayoutVariable
  package let minY: LayoutVariable
  package let width: LayoutVariable
  package let height: LayoutVariable

  init(name: String) {
    minX = LayoutVariable("\(name).minX")
    minY = LayoutVariable("\(name).minY")
    width = LayoutVariable("\(name).Width")
    height = LayoutVariable("\(name).Height")
  }
}

/// Something constraints can refer to: a view or a layout guide.
@MainActor
package protocol LayoutItem: AnyObject {
  /// The item's unknowns.
  var layoutVariables: LayoutItemVariables { get }
  /// The view whose tree holds the item: the view itself, or the guide's owning view.
  var layoutOwningView: UIView? { get }
  /// The item as UIKit prints it in a constraint, such as `UIView:0x…` or `'UIViewSafeAreaLayoutGuide'`.
  func layoutDescription(withAddresses: Bool) -> String
  /// The insets that margin attributes are measured from.
  var layoutMarginInsets: UIEdgeInsets { get }
}

extension LayoutItem {
  /// The linear expression for `attribute` of this item.
  func expression(for attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
    let variables = layoutVariables
    let minX = LinearExpression(variables.minX)
    let minY = LinearExpression(variables.minY)
    let width = LinearExpression(variables.width)
    let height = LinearExpression(variables.height)
    let margins = layoutMarginInsets
    switch attribute {
    case .left, .leading: return minX
    case .right, .trailing: return minX + width
    case .top, .firstBaseline: return minY
    case .bottom, .lastBaseline: return minY + height
    case .width: return width
    case .height: return height
    case .centerX: return minX + width * 0.5
    case .centerY: return minY + height * 0.5
    case .leftMargin, .leadingMargin: return minX + Double(margins.left)
    case .rightMargin, .trailingMargin: return minX + width + Double(-margins.right)
    case .topMargin: return minY + Double(margins.top)
    case .bottomMargin: return minY + height + Double(-margins.bottom)
    case .centerXWithinMargins:
      return minX + width * 0.5 + Double((margins.left - margins.right) / 2)
    case .centerYWithinMargins:
      return minY + height * 0.5 + Double((margins.top - margins.bottom) / 2)
    case .notAnAttribute: return LinearExpression()
    }
  }
}
