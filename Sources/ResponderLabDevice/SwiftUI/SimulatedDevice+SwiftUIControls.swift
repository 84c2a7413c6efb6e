import Foundation
public import SimSwiftUI

/// Finders and drivers for SwiftUI's controls: pickers, steppers, sliders and menus. Each drives the
/// control through hit-testing, as a finger would; none runs the main queue unless it says so.
extension SimulatedDevice {
  private func frontMost<V: UIView>(_ type: V.Type, where matches: (V) -> Bool) -> V? {
    var found: V?
    window.forEachVisibleView { view in
      if let view = view as? V, matches(view) { found = view }
    }
    return found
  }

  private func tap(_ point: CGPoint, in view: UIView) throws(HandError) {
    try hand.tap(at: view.convert(point, to: nil))
  }

  // MARK: - Picker

  /// The front-most visible SwiftUI picker whose label is `label`.
  public func findPicker(_ label: String) -> HostedPickerView? {
    frontMost(HostedPickerView.self) { $0.label == label || $0.accessibilityIdentifier == label }
  }

  /// Chooses the option titled `option` of the picker labelled `label`, as a user would: taps its
  /// segment (segmented style); or opens its menu and taps the row (menu style); or taps the row,
  /// runs the queue until the options are pushed, taps the option and runs the queue until the
  /// pop ends (navigation-link style).
  public func pick(_ option: String, in label: String) throws(HandError) {
    guard let picker = findPicker(label) else { throw HandError.noViewShowing(label) }
    guard let index = picker.optionTitles.firstIndex(of: option) else {
      throw HandError.noViewShowing(
        "option \"\(option)\" of picker \"\(label)\" (its options: \(picker.optionTitles.joined(separator: ", ")))"
      )
    }
    trace.note("pick \"\(option)\" in picker \"\(label)\"")
    switch picker.style {
    case "segmented":
      let segment = picker.segmentFrame(at: index)
      try tap(CGPoint(x: segment.midX, y: segment.midY), in: picker)
    case "navigationLink":
      try hand.tap(picker)
      runUntilIdle()
      guard let row = hand.findView(showing: option) ?? hand.findView(showing: option + " ✓")
      else { throw HandError.noViewShowing(option) }
      try hand.tap(row)
      runUntilIdle()
    default:
      try hand.tap(picker)
      try chooseMenuItem(option)
    }
  }

  // MARK: - Menu

  /// The front-most visible SwiftUI menu button whose label is `label`.
  public func findMenu(_ label: String) -> HostedMenuButtonView? {
    frontMost(HostedMenuButtonView.self) {
      $0.title == label || $0.accessibilityIdentifier == label
    }
  }

  /// Opens the menu labelled `label` by tapping it.
  public func openMenu(_ label: String) throws(HandError) {
    guard let menu = findMenu(label) else { throw HandError.noViewShowing(label) }
    try hand.tap(menu)
  }

  /// The open menu, if any.
  public var openMenuView: HostedMenuContainerView? {
    frontMost(HostedMenuContainerView.self) { _ in true }
  }

  /// The titles of the open menu's rows, top to bottom; empty when no menu is open.
  public var visibleMenuItems: [String] {
    openMenuView?.items.map(\.title) ?? []
  }

  /// Taps the row titled `title` of the open menu.
  public func chooseMenuItem(_ title: String) throws(HandError) {
    guard let menu = openMenuView else { throw HandError.noViewShowing("an open menu") }
    guard let item = menu.items.first(where: { $0.title == title }) else {
      throw HandError.noViewShowing(
        "menu item \"\(title)\" (the menu shows: \(menu.items.map(\.title).joined(separator: ", ")))"
      )
    }
    try hand.tap(item)
  }

  // MARK: - Stepper

  /// The front-most visible SwiftUI stepper whose label is `label`.
  public func findStepper(_ label: String) -> HostedStepperView? {
    frontMost(HostedStepperView.self) {
      $0.accessibilityLabel == label || $0.accessibilityIdentifier == label
    }
  }

  /// Taps the plus half of the stepper labelled `label`.
  public func increment(_ label: String) throws(HandError) {
    guard let stepper = findStepper(label) else { throw HandError.noViewShowing(label) }
    try tap(stepper.incrementPoint, in: stepper)
  }

  /// Taps the minus half of the stepper labelled `label`.
  public func decrement(_ label: String) throws(HandError) {
    guard let stepper = findStepper(label) else { throw HandError.noViewShowing(label) }
    try tap(stepper.decrementPoint, in: stepper)
  }

  // MARK: - Slider

  /// The front-most visible SwiftUI slider whose label (or accessibility identifier) is `label`;
  /// with no label, the front-most slider.
  public func findSlider(_ label: String? = nil) -> HostedSliderView? {
    frontMost(HostedSliderView.self) {
      label == nil || $0.accessibilityLabel == label || $0.accessibilityIdentifier == label
    }
  }

  /// Drags the thumb of the slider labelled `label` to `fraction` of its track (0 the lower bound,
  /// 1 the upper): a touch on the thumb, a move, a lift.
  public func slide(_ label: String? = nil, to fraction: Double) throws(HandError) {
    guard let slider = findSlider(label) else { throw HandError.noViewShowing(label ?? "a slider") }
    let start = slider.convert(slider.thumbCenter(for: slider.fraction), to: nil)
    let end = slider.convert(slider.thumbCenter(for: fraction), to: nil)
    trace.note("slide \"\(label ?? "slider")\" to \(Int((fraction * 100).rounded()))%")
    guard let finger = try hand.touchDown(at: start) else {
      throw HandError.notOnScreen(label ?? "slider")
    }
    try hand.move(finger, to: end)
    try hand.lift(finger)
  }
}
