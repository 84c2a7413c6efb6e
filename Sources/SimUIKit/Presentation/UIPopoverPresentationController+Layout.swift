import Foundation

// Where a popover shows (FIDELITY 12.15, 12.17). UIKit's placement algorithm is not documented; the
// simulator's is an assumption (docs/fidelity.md): the content's preferredContentSize, else
// 320 × 480; the first permitted arrow direction, in the order up, down, right, left, for which the
// popover fits inside the window's safe area less a 10-point margin, else the permitted direction
// with the most room, the popover shrunk to fit.
extension UIPopoverPresentationController {
  /// The size of a popover whose content gives no preferred size (an assumption).
  package static let defaultContentSize = CGSize(width: 320, height: 480)
  /// The arrow's height in points.
  package static let arrowHeight: CGFloat = 13

  /// The anchor's rectangle in `window`: the source view's (or source item's) rectangle, or the bar
  /// button item's place in its navigation bar (FIDELITY 12.15).
  package func anchorRect(in window: UIWindow) -> CGRect {
    if let view = (sourceItem as? UIView) ?? sourceView {
      let rect = sourceRect.isNull ? view.bounds : sourceRect
      return view.convert(rect, to: window)
    }
    if let item = (sourceItem as? UIBarButtonItem) ?? barButtonItem {
      if let rect = Self.barButtonRect(of: item, in: window) { return rect }
      simulation.warn(
        "[Popover] The bar button item \(item.title ?? "(untitled)") is in no navigation bar on screen; the popover points at the window's top right corner."
      )
      let top = window.safeAreaInsets.top
      return CGRect(x: window.bounds.maxX - 52, y: top, width: 44, height: 44)
    }
    return CGRect(x: window.bounds.midX, y: window.bounds.midY, width: 0, height: 0)
  }

  /// Where a navigation bar shows `item`: 44-point slots from the bar's right edge for the right
  /// items and from its left edge for the left items (an assumption; the simulator draws no items).
  private static func barButtonRect(of item: UIBarButtonItem, in window: UIWindow) -> CGRect? {
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      stack.append(contentsOf: view.subviews)
      guard let bar = view as? UINavigationBar, !bar.isHidden,
        let navigation = bar.superview?.owningViewController as? UINavigationController,
        let navigationItem = navigation.topViewController?.navigationItem
      else { continue }
      let frame = bar.convert(bar.bounds, to: window)
      if let index = navigationItem.rightBarButtonItems.firstIndex(where: { $0 === item }) {
        let x = frame.maxX - 8 - 44 * CGFloat(index + 1)
        return CGRect(x: x, y: frame.minY, width: 44, height: frame.height)
      }
      if let index = navigationItem.leftBarButtonItems.firstIndex(where: { $0 === item }) {
        return CGRect(
          x: frame.minX + 8 + 44 * CGFloat(index), y: frame.minY, width: 44, height: frame.height)
      }
    }
    return nil
  }

  /// Chooses the arrow direction and the popover's frame for an anchor in `window`.
  package func placement(in window: UIWindow) -> (UIPopoverArrowDirection, CGRect) {
    let anchor = anchorRect(in: window)
    let insets = window.safeAreaInsets
    let safe = CGRect(
      x: insets.left + 10, y: insets.top + 10,
      width: window.bounds.width - insets.left - insets.right - 20,
      height: window.bounds.height - insets.top - insets.bottom - 20)
    let preferred = presentedViewController.preferredContentSize
    let content =
      preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
    let arrow = Self.arrowHeight
    let order: [UIPopoverArrowDirection] = [.up, .down, .right, .left]
    let permitted = order.filter { permittedArrowDirections.contains($0) }
    guard !permitted.isEmpty else {
      // No permitted direction: centred, without an arrow (FIDELITY 12.17).
      let size = CGSize(
        width: min(content.width, safe.width), height: min(content.height, safe.height))
      return (
        [],
        CGRect(
          x: safe.midX - size.width / 2, y: safe.midY - size.height / 2, width: size.width,
          height: size.height)
      )
    }
    func room(_ direction: UIPopoverArrowDirection) -> CGFloat {
      switch direction {
      case .up: safe.maxY - anchor.maxY - arrow
      case .down: anchor.minY - arrow - safe.minY
      case .right: anchor.minX - arrow - safe.minX
      default: safe.maxX - anchor.maxX - arrow
      }
    }
    func fits(_ direction: UIPopoverArrowDirection) -> Bool {
      direction == .up || direction == .down
        ? room(direction) >= content.height : room(direction) >= content.width
    }
    let direction = permitted.first(where: fits) ?? permitted.max { room($0) < room($1) } ?? .up
    let space = max(0, room(direction))
    func clamp(_ value: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
      min(max(value, low), max(low, high - length))
    }
    if direction == .up || direction == .down {
      let size = CGSize(width: min(content.width, safe.width), height: min(content.height, space))
      let x = clamp(anchor.midX - size.width / 2, size.width, safe.minX, safe.maxX)
      let y = direction == .up ? anchor.maxY + arrow : anchor.minY - arrow - size.height
      return (direction, CGRect(origin: CGPoint(x: x, y: y), size: size))
    }
    let size = CGSize(width: min(content.width, space), height: min(content.height, safe.height))
    let y = clamp(anchor.midY - size.height / 2, size.height, safe.minY, safe.maxY)
    let x = direction == .left ? anchor.maxX + arrow : anchor.minX - arrow - size.width
    return (direction, CGRect(origin: CGPoint(x: x, y: y), size: size))
  }
}

/// The clear view around a popover: a tap on it is a tap outside the popover (FIDELITY 12.19), and
/// touches over a passthrough view go to that view.
public final class _UIPopoverDismissalView: UIView {
  package weak var popoverController: UIPopoverPresentationController?

  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    guard hit === self, let window, let popoverController else { return hit }
    let inWindow = convert(point, to: window)
    for passthrough in popoverController.passthroughViews ?? [] where passthrough.window === window
    {
      let local = window.convert(inWindow, to: passthrough)
      if let target = passthrough.hitTest(local, with: event) { return target }
    }
    return self
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    popoverController?.dimmingViewWasTapped()
  }
}

/// The popover's frame and background, with the content inside.
public final class _UIPopoverView: UIView {}
