import Foundation
import SimUIKit

/// The everyday views and controls a dump names, rebuilt as the simulator's own classes so that
/// taps on them act as on a device (FIDELITY 23.2–23.8), with what their description printed.
enum ImportedControls {
  /// The classes this file rebuilds, each with how to make one.
  static let viewClasses: [String: @MainActor (CGRect) -> UIView] = [
    "UISwitch": { UISwitch(frame: $0) },
    "UISegmentedControl": { UISegmentedControl(frame: $0) },
    "UISlider": { UISlider(frame: $0) },
    "UIStepper": { UIStepper(frame: $0) },
    "UIImageView": { UIImageView(frame: $0) },
    "UIActivityIndicatorView": { UIActivityIndicatorView(frame: $0) },
    "UIButton": { UIButton(frame: $0) },
    // NB: its subviews stay where the dump put them: a dump does not say which are arranged.
    "UIStackView": { UIStackView(frame: $0) },
    "UITextField": { UITextField(frame: $0) },
  ]

  /// Gives a rebuilt control what its description printed: a slider's `value:`, an image view's
  /// image size, and an indicator shown in the dump is animating; returns notes on what is unknown.
  @MainActor
  static func apply(_ imported: ImportedView, to view: UIView) -> [String] {
    switch view {
    case let slider as UISlider:
      guard let value = fieldValue("value", in: imported).flatMap(Float.init), value.isFinite
      else { return [] }
      if value > slider.maximumValue { slider.maximumValue = value }
      if value < slider.minimumValue { slider.minimumValue = value }
      slider.value = value
      return []
    case let imageView as UIImageView:
      imageView.image = fieldValue("image", in: imported).flatMap(image(from:))
      return []
    case let indicator as UIActivityIndicatorView:
      // A dump does not print whether an indicator animates: a shown one is taken to animate.
      if !imported.isHidden { indicator.startAnimating() }
      return []
    case let control as UISegmentedControl:
      return segments(of: imported, into: control)
    case let button as UIButton:
      // The dump prints the button's title as its `UIButtonLabel` subview, rebuilt as a label of
      // its own: the simulator's title label would be a second one. Its text is the title.
      let title = button.subviews.lazy.compactMap { $0 as? UILabel }
        .first { $0.className == "UIButtonLabel" }?.text
      if let title { button.setTitle(title, for: .normal) }
      button.titleLabel?.removeFromSuperview()
      return []
    default:
      return []
    }
  }

  /// The value of `key`, printed as `key = value` or `key: value`, among the fields the simulator
  /// does not model or after the description.
  private static func fieldValue(_ key: String, in imported: ImportedView) -> String? {
    for field in imported.otherFields + [imported.trailing] {
      for separator in [" = ", ": "] {
        let prefix = key + separator
        if let range = field.range(of: prefix),
          field[..<range.lowerBound].allSatisfy({ $0 == ";" || $0 == " " })
        {
          return String(field[range.upperBound...]).trimmingCharacters(
            in: CharacterSet(charactersIn: " ;>"))
        }
      }
    }
    return nil
  }

  /// An image from UIKit's description of one: `<UIImage:0x… symbol "name"; (20 19)@3{2}>` or
  /// `<UIImage:0x… CGImage anonymous; (40 40)@3>`.
  static func image(from description: String) -> UIImage? {
    guard let open = description.lastIndex(of: "("),
      let close = description[open...].firstIndex(of: ")")
    else { return nil }
    let numbers = description[description.index(after: open)..<close].split(separator: " ")
      .compactMap { Double($0) }
    guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 1e6 }) else {
      return nil
    }
    let size = CGSize(width: numbers[0], height: numbers[1])
    if let symbol = description.range(of: "symbol \"") {
      let name = description[symbol.upperBound...].prefix { $0 != "\"" }
      return UIImage(importedSymbol: String(name), size: size)
    }
    return UIImage(importedSize: size)
  }

  /// Segments for a segmented control from the `UISegment` views the dump shows inside it, left to
  /// right, titled by the label inside each.
  @MainActor
  private static func segments(of imported: ImportedView, into control: UISegmentedControl)
    -> [String]
  {
    let shown = imported.subviews.filter { $0.className == "UISegment" }
      .sorted { $0.frame.minX < $1.frame.minX }
    guard !shown.isEmpty else {
      return [
        "line \(imported.line): the UISegmentedControl's segments are not in the dump (no UISegment views); it is rebuilt with none, so a tap on it selects nothing."
      ]
    }
    for (index, segment) in shown.enumerated() {
      control.insertSegment(withTitle: firstText(in: segment), at: index, animated: false)
    }
    return [
      "line \(imported.line): the UISegmentedControl is rebuilt with \(shown.count) segments from its UISegment views; which one is selected is not printed, so none is."
    ]
  }

  private static func firstText(in view: ImportedView) -> String? {
    var stack = [view]
    while let next = stack.popLast() {
      if let text = next.text { return text }
      stack.append(contentsOf: next.subviews.reversed())
    }
    return nil
  }
}
