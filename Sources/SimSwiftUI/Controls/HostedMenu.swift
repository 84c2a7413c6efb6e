import Foundation

/// One row of an open menu: its title, whether it shows a checkmark, and what choosing it does.
package struct MenuRow {
  package var title: String
  package var isChecked: Bool
  package var isDestructive: Bool
  package var choose: @MainActor () -> Void

  package init(
    title: String, isChecked: Bool = false, isDestructive: Bool = false,
    choose: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.isChecked = isChecked
    self.isDestructive = isDestructive
    self.choose = choose
  }
}

/// The UIKit view of an open menu (a `Menu`, or a `Picker` in the menu style): it covers the
/// window, above everything else, as UIKit's context-menu container does; its rows are
/// ``HostedMenuItemView``s under the control that opened it. A tap outside the rows closes it
/// without choosing.
public final class HostedMenuContainerView: UIView {
  /// The rows, top to bottom.
  public private(set) var items: [HostedMenuItemView] = []

  /// The row height, in points.
  static let rowHeight: CGFloat = 44
  /// The menu's width, in points.
  static let width: CGFloat = 250

  /// Opens a menu of `rows` under `control`, in the control's window; returns nil (and opens
  /// nothing) when the control is in no window.
  @discardableResult
  package static func open(_ rows: [MenuRow], under control: UIView, title: String)
    -> HostedMenuContainerView?
  {
    guard let window = control.window else { return nil }
    for view in window.subviews where view is HostedMenuContainerView { view.removeFromSuperview() }
    let container = HostedMenuContainerView(frame: window.bounds)
    container.accessibilityLabel = title
    let anchor = control.convert(CGPoint(x: 0, y: control.bounds.maxY), to: nil)
    let height = CGFloat(rows.count) * rowHeight
    let x = min(max(8, anchor.x), max(8, window.bounds.width - width - 8))
    let y = anchor.y + height + 8 <= window.bounds.maxY ? anchor.y + 8 : max(8, anchor.y - height)
    for (index, row) in rows.enumerated() {
      let item = HostedMenuItemView(
        frame: CGRect(
          x: x, y: y + CGFloat(index) * rowHeight, width: width, height: rowHeight))
      item.title = row.title
      item.isChecked = row.isChecked
      item.isDestructive = row.isDestructive
      item.accessibilityLabel = row.title
      item.choose = { [weak container] in
        container?.close()
        row.choose()
      }
      container.items.append(item)
      container.addSubview(item)
    }
    window.addSubview(container)
    container.trace(
      .gesture, "menu \"\(title)\" opens: \(rows.map(\.title).joined(separator: ", "))")
    return container
  }

  /// Closes the menu.
  public func close() {
    trace(.gesture, "menu closes")
    removeFromSuperview()
  }

  /// Starts a tap outside the rows.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap outside the rows: closes the menu without choosing.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    close()
  }
}

/// A row of an open menu; a tap chooses it and closes the menu.
public final class HostedMenuItemView: UIView {
  /// The row's title.
  public internal(set) var title = ""
  /// Whether the row shows a checkmark (the selected option of a picker).
  public internal(set) var isChecked = false
  /// Whether the row is drawn as destructive (a button with the destructive role).
  public internal(set) var isDestructive = false
  package var choose: (@MainActor () -> Void)?

  /// Starts a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap: chooses the row if the touch lifted inside it.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    trace(.gesture, "menu item \"\(title)\" chosen")
    choose?()
  }
}
