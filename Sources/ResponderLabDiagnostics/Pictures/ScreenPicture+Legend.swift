import Foundation
import SimUIKit

/// The marks beside the screen: each sheet's detent in the gutter, and the legend with the layers
/// on screen and a key to the picture's marks.
extension ScreenPicture {
  /// A sheet on screen: where it is, how it is rounded and what rests it.
  struct SheetMark {
    var box: Box
    var cornerRadius: Double
    var controller: String
    var detent: String?
    var hasGrabber: Bool
  }

  /// What is known of the sheet whose frame is `view` (a `UIDropShadowView`).
  func sheetMark(for view: UIView, box: Box) -> SheetMark {
    let presentation = (view.superview as? UITransitionView)?.presentationController
    let sheet = presentation as? UISheetPresentationController
    return SheetMark(
      box: box, cornerRadius: Double(sheet?.preferredCornerRadius ?? 12),
      controller: presentation.map { $0.presentedViewController.objectName.description }
        ?? view.objectName.description,
      detent: sheet?.currentDetentIdentifier.map { "\($0)" },
      hasGrabber: sheet?.prefersGrabberVisible ?? false)
  }

  /// A tick at each sheet's top edge, in the gutter right of the screen, naming its detent.
  func detentMarks(_ sheets: [SheetMark], screenRight: Double) -> [String] {
    var parts: [String] = []
    var lastY = -Double.infinity
    for sheet in sheets.sorted(by: { $0.box.y < $1.box.y }) {
      let y = max(sheet.box.y, lastY + 14)
      lastY = y
      parts.append(
        "<path d=\"M\(SVGText.number(screenRight + 2)) \(SVGText.number(sheet.box.y)) L\(SVGText.number(screenRight + 12)) \(SVGText.number(y))\" stroke=\"#6e6e73\" stroke-width=\"1\" fill=\"none\"/>"
      )
      parts.append(
        SVGText.text(
          sheet.detent.map { "◂ \($0)" } ?? "◂ sheet", x: screenRight + 14, y: y + 4, size: 11,
          fill: "#3a3a3c", bold: true, extra: " data-detent=\"\(sheet.detent ?? "")\""))
    }
    return parts
  }

  /// The legend: the layers on screen from back to front, then the key.
  func legend(window: UIWindow?, sheets: [SheetMark], x: Double) -> [String] {
    var parts: [String] = []
    var y = margin + 14
    func heading(_ text: String) {
      parts.append(SVGText.text(text, x: x, y: y, size: 13, fill: Self.label, bold: true))
      y += 18
    }
    func line(_ text: String, indent: Double = 0) {
      parts.append(
        SVGText.text(
          SVGText.fitted(text, width: Self.legendWidth - 12 - indent, size: 11), x: x + indent,
          y: y, size: 11, fill: "#3a3a3c"))
      y += 15
    }
    heading("On screen, back to front")
    var controller = window?.rootViewController
    var isRoot = true
    var showsPopover = false
    while let current = controller {
      if isRoot {
        line("Root: \(current.objectName)")
      } else if let alert = current as? UIAlertController {
        let kind = alert.preferredStyle == .alert ? "Alert" : "Action sheet"
        line("\(kind): \(alert.title.map { "“\($0)”" } ?? alert.objectName.description)")
        line("\(alert.actions.count) action\(alert.actions.count == 1 ? "" : "s")", indent: 12)
      } else if let sheet = sheets.first(where: { $0.controller == current.objectName.description })
      {
        line("Sheet: \(current.objectName)")
        var details = ["\(current.modalPresentationStyle)", sheet.detent.map { "at \($0)" } ?? ""]
        if sheet.hasGrabber { details.append("grabber") }
        line(details.filter { !$0.isEmpty }.joined(separator: ", "), indent: 12)
      } else if current.viewIfLoaded?.superview is _UIPopoverView,
        let popover = current.presentationControllerForDump as? UIPopoverPresentationController
      {
        line("Popover: \(current.objectName)")
        showsPopover = true
        let source = popover.sourceView.map { " at \($0.objectName)" } ?? ""
        line("arrow \(popover.arrowDirection)\(source)", indent: 12)
      } else {
        line("Presented: \(current.objectName) (\(current.modalPresentationStyle))")
      }
      isRoot = false
      controller = current.presentedViewController
    }
    if let window, window.isKeyWindow, window.simulation.keyboard.window != nil {
      line("Keyboard")
    }
    y += 10
    heading("Key")
    var swatches: [(String, String)] = [
      ("the first responder", "fill=\"none\" stroke=\"#0a84ff\" stroke-width=\"2\""),
      ("the selected view", "fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"3\""),
      ("dimming view, at its alpha", "fill=\"rgba(0,0,0,0.4)\""),
      ("sheet (◂ its detent)", "fill=\"#ffffff\" stroke=\"rgba(0,0,0,0.25)\""),
      ("view without a background", "fill=\"none\" stroke=\"#b0b0b8\" stroke-dasharray=\"3 2\""),
      ("button, bar item: tint", "fill=\"\(Self.systemBlue)\""),
      ("keyboard", "fill=\"#d1d3d9\""),
    ]
    if showsPopover {
      // Only when one is on screen, so that the key of every other picture stays as it was.
      swatches.insert(
        ("popover, its arrow at the anchor", "fill=\"#ffffff\" stroke=\"rgba(0,0,0,0.4)\""), at: 4)
    }
    for (text, style) in swatches {
      parts.append(
        "<rect x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y - 10))\" width=\"22\" height=\"12\" rx=\"2\" \(style)/>"
      )
      parts.append(SVGText.text(text, x: x + 30, y: y, size: 11, fill: "#3a3a3c"))
      y += 18
    }
    line("Hidden and fully transparent views")
    line("are not drawn.")
    return parts
  }

  /// The software keyboard, drawn from its own window over the key window's content (FIDELITY
  /// 11.22; the window's class names are an assumption): its background, rows of keys and its name.
  func keyboard(over window: UIWindow) -> [String] {
    guard window.isKeyWindow, let keyboardWindow = window.simulation.keyboard.window else {
      return []
    }
    var drawn: [String] = []
    keyboardWindow.forEachVisibleView { view in
      guard view is UIInputSetHostView else { return }
      let frame = view.convert(view.bounds, to: nil)
      let box = Box(
        x: Double(frame.minX) + margin, y: Double(frame.minY) + margin,
        width: Double(frame.width), height: Double(frame.height))
      let n = SVGText.number
      var parts = [SVGText.rect(box, fill: "#d1d3d9")]
      let keyWidth = (box.width - 6) / 10 - 6
      for (row, count) in [10, 9, 7].enumerated() {
        let rowWidth = Double(count) * (keyWidth + 6)
        for key in 0..<count {
          parts.append(
            SVGText.rect(
              x: box.midX - rowWidth / 2 + 3 + Double(key) * (keyWidth + 6),
              y: box.y + 40 + Double(row) * 54, width: keyWidth, height: 42, radius: 5,
              fill: "#ffffff"))
        }
      }
      parts.append(
        SVGText.rect(
          x: box.midX - box.width * 0.3, y: box.y + 40 + 3 * 54, width: box.width * 0.6,
          height: 42, radius: 5, fill: "#ffffff"))
      parts.append(
        SVGText.text(
          "keyboard (\(keyboardWindow.objectName))", x: box.midX, y: box.y + 26, size: 13,
          fill: "#3a3a3c", anchor: "middle"))
      let name = SVGText.escape(view.objectName.description)
      let frameText = [box.x, box.y, box.width, box.height].map(n).joined(separator: " ")
      drawn.append(
        "<g data-name=\"\(name)\" data-frame=\"\(frameText)\">\(parts.joined())</g>")
    }
    return drawn
  }
}
