import Foundation
import SimSwiftUI
import SimUIKit

/// How each kind of view is drawn.
extension ScreenPicture {
  /// What one view draws: its SVG elements, and whether it draws the text of the labels inside it
  /// (a button its title, an alert action its name), so that they do not draw it again.
  struct Drawing {
    var parts: [String] = []
    var drawsLabels = false
  }

  static let systemBlue = "#007aff"
  static let systemRed = "#ff3b30"
  static let systemGreen = "#34c759"
  static let label = "#1d1d1f"
  static let secondaryLabel = "#8e8e93"
  static let separator = "#c6c6c8"
  static let barBackground = "#f7f7f8"

  /// The drawing of `view` at `box`.
  func drawing(of view: UIView, in box: Box, isSheet: Bool, textDrawn: Bool) -> Drawing {
    var drawing = Drawing()
    let background = view.backgroundColor.map { $0.alpha > 0 ? $0.cssValue : nil } ?? nil
    switch view {
    case is UIWindow:
      break
    case _ where isSheet:
      drawing.parts = sheet(box, radius: sheetMark(for: view, box: box).cornerRadius)
    case is _UIPopoverView:
      drawing.parts = popover(view, box, background: background)
    case is _UIGrabber:
      drawing.parts = [
        SVGText.rect(
          x: box.x, y: box.y, width: box.width, height: box.height, radius: box.height / 2,
          fill: "#b9b9be")
      ]
    case is UIDimmingView:
      let dimming = view.backgroundColor ?? .dimming
      drawing.parts = [SVGText.rect(box, fill: dimming.cssValue)]
    case let bar as UINavigationBar:
      drawing.parts = navigationBar(bar, box)
    case let bar as UITabBar:
      drawing.parts = tabBar(bar, box)
    case let field as UITextField:
      drawing.parts = textField(field, box, background: background)
      drawing.drawsLabels = true
    case let button as UIButton:
      drawing.parts = buttonShape(box, background: background)
      drawing.parts.append(
        title(button.currentTitle, box, color: button.isEnabled ? Self.systemBlue : "#aeaeb2"))
      drawing.drawsLabels = true
    case let button as HostedButtonView:
      drawing.parts = buttonShape(box, background: background)
      drawing.parts.append(title(button.title, box, color: Self.systemBlue))
      drawing.drawsLabels = true
    case let toggle as HostedToggleView:
      drawing.parts = switchControl(isOn: toggle.isOn, label: toggle.accessibilityLabel, box)
      drawing.drawsLabels = true
    case let label as UILabel:
      if let background { drawing.parts.append(SVGText.rect(box, fill: background)) }
      if !textDrawn, let text = label.text, !text.isEmpty {
        drawing.parts.append(labelText(text, label: label, box))
      }
    default:
      if view.className == "_UIAlertControllerActionView" {
        drawing.parts = alertAction(view, box)
        drawing.drawsLabels = true
      } else if view.superview?.className == "_UIAlertControllerView" {
        drawing.parts = [SVGText.rect(box, radius: 14, fill: "#f2f2f4")]
      } else if let background {
        drawing.parts = [SVGText.rect(box, fill: background)]
      } else if isOutlined(view) {
        drawing.parts = [
          SVGText.rect(
            box, fill: "none",
            extra: " stroke=\"#b0b0b8\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"")
        ]
      } else {
        // Transparent containers that fill their superview are drawn as an invisible area, so
        // that the explorer can still outline and select them.
        drawing.parts = [SVGText.rect(box, fill: "none")]
      }
    }
    return drawing
  }

  /// Whether a transparent view is outlined: views of the app's own content are, UIKit's
  /// containers that fill their superview are not (they would only stack outlines on the edge).
  private func isOutlined(_ view: UIView) -> Bool {
    guard let superview = view.superview else { return false }
    return view.frame != superview.bounds
  }

  /// A sheet: a faint edge in place of a shadow (no filter, so librsvg draws it too) and the
  /// rounded white card.
  private func sheet(_ box: Box, radius: Double) -> [String] {
    [
      SVGText.rect(
        x: box.x - 1, y: box.y - 2, width: box.width + 2, height: box.height + 2,
        radius: radius + 1, fill: "rgba(0,0,0,0.12)"),
      SVGText.rect(box, radius: radius, fill: "#ffffff"),
    ]
  }

  private func navigationBar(_ bar: UINavigationBar, _ box: Box) -> [String] {
    // The bar's background reaches up under the status bar when the bar sits just below it.
    let reach = bar.window.map { Double(bar.convert(CGPoint.zero, to: $0).y) } ?? 0
    let backgroundTop = reach > 0 && reach <= 60 ? box.y - reach : box.y
    var parts = [
      SVGText.rect(
        x: box.x, y: backgroundTop, width: box.width, height: box.maxY - backgroundTop,
        fill: Self.barBackground),
      SVGText.rect(
        x: box.x, y: box.maxY - 0.5, width: box.width, height: 0.5, fill: Self.separator),
    ]
    let baseline = box.midY + 6
    if let title = bar.topItemTitle {
      parts.append(
        SVGText.text(
          SVGText.fitted(title, width: box.width * 0.5, size: 17), x: box.midX, y: baseline,
          size: 17, fill: Self.label, anchor: "middle", bold: true))
    }
    let navigation = bar.superview?.next as? UINavigationController
    let stack = navigation?.viewControllers ?? []
    let top = stack.last?.navigationItem
    var left = top?.leftBarButtonItems.compactMap(\.title) ?? []
    if left.isEmpty, stack.count > 1 {
      let previous = stack[stack.count - 2]
      left = ["‹ " + (previous.navigationItem.title ?? previous.title ?? "Back")]
    }
    var x = box.x + 8
    for item in left {
      parts.append(
        SVGText.text(
          SVGText.fitted(item, width: box.width * 0.3, size: 17), x: x, y: baseline, size: 17,
          fill: Self.systemBlue))
      x += min(box.width * 0.3, Double(item.count) * 9.5) + 12
    }
    x = box.maxX - 16
    for item in top?.rightBarButtonItems.compactMap(\.title) ?? [] {
      parts.append(
        SVGText.text(
          SVGText.fitted(item, width: box.width * 0.3, size: 17), x: x, y: baseline, size: 17,
          fill: Self.systemBlue, anchor: "end"))
      x -= min(box.width * 0.3, Double(item.count) * 9.5) + 12
    }
    return parts
  }

  private func tabBar(_ bar: UITabBar, _ box: Box) -> [String] {
    var parts = [
      SVGText.rect(box, fill: Self.barBackground),
      SVGText.rect(x: box.x, y: box.y, width: box.width, height: 0.5, fill: Self.separator),
    ]
    let titles = bar.itemTitles
    guard !titles.isEmpty else { return parts }
    let slot = box.width / Double(titles.count)
    for (index, title) in titles.enumerated() {
      let selected = index == bar.selectedIndex
      let color = selected ? Self.systemBlue : Self.secondaryLabel
      let centre = box.x + slot * (Double(index) + 0.5)
      parts.append(
        SVGText.rect(
          x: centre - 12, y: box.y + 7, width: 24, height: 20, radius: 5, fill: color,
          extra: selected ? "" : " opacity=\"0.6\""))
      parts.append(
        SVGText.text(
          SVGText.fitted(title, width: slot - 4, size: 10), x: centre, y: box.y + 40, size: 10,
          fill: color, anchor: "middle", bold: selected, extra: " data-tab-item=\"\(index)\""))
    }
    return parts
  }

  private func textField(_ field: UITextField, _ box: Box, background: String?) -> [String] {
    var parts = [
      SVGText.rect(
        box, radius: 6, fill: background ?? "#ffffff",
        extra: " stroke=\"#c7c7cc\" stroke-width=\"1\"")
    ]
    let size = min(17, max(9, box.height * 0.5))
    let baseline = box.midY + size * 0.35
    if let text = field.text, !text.isEmpty {
      parts.append(
        SVGText.text(
          SVGText.fitted(text, width: box.width - 16, size: size), x: box.x + 8, y: baseline,
          size: size, fill: Self.label))
    } else if let placeholder = field.placeholder, !placeholder.isEmpty {
      parts.append(
        SVGText.text(
          SVGText.fitted(placeholder, width: box.width - 16, size: size), x: box.x + 8,
          y: baseline, size: size, fill: "#aeaeb2"))
    }
    return parts
  }

  private func buttonShape(_ box: Box, background: String?) -> [String] {
    guard let background else { return [SVGText.rect(box, fill: "none")] }
    return [SVGText.rect(box, radius: 8, fill: background)]
  }

  private func title(_ text: String?, _ box: Box, color: String) -> String {
    let size = min(17, max(12, box.height * 0.6))
    return SVGText.text(
      SVGText.fitted(text ?? "", width: box.width * 1.3, size: size), x: box.midX,
      y: box.midY + size * 0.35, size: size, fill: color, anchor: "middle")
  }

  private func labelText(_ text: String, label: UILabel, _ box: Box) -> String {
    let inAlert = label.superview?.superview?.className == "_UIAlertControllerView"
    let size = inAlert ? (label === label.superview?.subviews.first ? 17 : 13) : 17
    let fitted = min(Double(size), max(8, box.height * 0.75))
    return SVGText.text(
      // Frames of SwiftUI text are estimates, so the text may run a little past its frame.
      SVGText.fitted(text, width: box.width * 1.3, size: fitted), x: inAlert ? box.midX : box.x,
      y: box.midY + fitted * 0.35, size: fitted, fill: Self.label,
      anchor: inAlert ? "middle" : "start", bold: inAlert && size == 17)
  }

  /// A switch: the green or grey track with its knob, and its label to the left.
  private func switchControl(isOn: Bool, label: String?, _ box: Box) -> [String] {
    let trackWidth = 51.0
    let trackHeight = 31.0
    let trackX = box.maxX - trackWidth
    let trackY = box.midY - trackHeight / 2
    var parts = [
      SVGText.rect(box, fill: "none"),
      SVGText.rect(
        x: trackX, y: trackY, width: trackWidth, height: trackHeight, radius: trackHeight / 2,
        fill: isOn ? Self.systemGreen : "#e9e9eb"),
      "<circle cx=\"\(SVGText.number(isOn ? trackX + trackWidth - 15.5 : trackX + 15.5))\" cy=\"\(SVGText.number(box.midY))\" r=\"13.5\" fill=\"#ffffff\" stroke=\"rgba(0,0,0,0.15)\" stroke-width=\"0.5\"/>",
    ]
    if let label, !label.isEmpty {
      parts.append(
        SVGText.text(
          SVGText.fitted(label, width: box.width - trackWidth - 8, size: 17), x: box.x,
          y: box.midY + 6, size: 17, fill: Self.label))
    }
    return parts
  }

  /// One action of an alert or action sheet: a separator above and its title, bold for the cancel
  /// action, red for a destructive one, grey when disabled.
  private func alertAction(_ view: UIView, _ box: Box) -> [String] {
    let title = view.subviews.compactMap { ($0 as? UILabel)?.text }.first ?? ""
    let alert = view.superview?.superview?.next as? UIAlertController
    let action = alert?.actions.first { $0.title == title }
    var color = Self.systemBlue
    if action?.style == .destructive { color = Self.systemRed }
    if action?.isEnabled == false { color = "#aeaeb2" }
    return [
      SVGText.rect(box, fill: "none"),
      SVGText.rect(x: box.x, y: box.y, width: box.width, height: 0.5, fill: Self.separator),
      SVGText.text(
        SVGText.fitted(title, width: box.width - 16, size: 17), x: box.midX, y: box.midY + 6,
        size: 17, fill: color, anchor: "middle", bold: action?.style == .cancel),
    ]
  }
}

extension SVGText {
  /// A `<rect>` filling `box`.
  static func rect(
    _ box: ScreenPicture.Box, radius: Double = 0, fill: String, extra: String = ""
  ) -> String {
    rect(
      x: box.x, y: box.y, width: box.width, height: box.height, radius: radius, fill: fill,
      extra: extra)
  }
}
