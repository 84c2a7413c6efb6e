import Foundation
public import SimSwiftUI

extension SimulatedDevice {
  /// The front-most visible text field whose placeholder is `placeholder`.
  public func findTextField(placeholder: String) -> UITextField? {
    var found: UITextField?
    window.forEachVisibleView { view in
      if let field = view as? UITextField, field.placeholder == placeholder { found = field }
    }
    return found
  }

  /// Taps the text field whose placeholder is `placeholder` (through hit-testing), then types
  /// `text` into it.
  public func type(_ text: String, intoFieldWithPlaceholder placeholder: String) throws(HandError) {
    guard let field = findTextField(placeholder: placeholder) else {
      throw HandError.noViewShowing(placeholder)
    }
    try hand.tap(field)
    try hand.type(text)
  }

  /// The front-most visible SwiftUI toggle whose label is `label`.
  public func findToggle(_ label: String) -> HostedToggleView? {
    var found: HostedToggleView?
    window.forEachVisibleView { view in
      if let toggle = view as? HostedToggleView, toggle.accessibilityLabel == label {
        found = toggle
      }
    }
    return found
  }

  /// Flips the SwiftUI toggle whose label is `label`, by tapping it through hit-testing.
  public func toggle(_ label: String) throws(HandError) {
    guard let toggle = findToggle(label) else { throw HandError.noViewShowing(label) }
    try hand.tap(toggle)
  }

  /// The title of the buttons of the alert on screen, in order.
  public var visibleAlertActionTitles: [String] {
    hand.visibleAlert?.actions.compactMap(\.title) ?? []
  }

  /// Taps the navigation bar button titled `title` (or showing that word, as Done does) of the top
  /// navigation controller on screen, as UIKit handles a tap on a bar button item (FIDELITY 23.12).
  public func tapBarButton(_ title: String) throws(HandError) {
    var items: [UIBarButtonItem] = []
    window.forEachVisibleView { view in
      guard let navigation = view.next as? UINavigationController,
        let top = navigation.topViewController
      else { return }
      items.append(
        contentsOf: top.navigationItem.leftBarButtonItems + top.navigationItem.rightBarButtonItems)
    }
    guard let item = items.last(where: { $0.shownTitle == title }) else {
      throw HandError.noViewShowing(title)
    }
    trace.note("tap bar button \"\(title)\"")
    let outcome = item.performTap()
    if outcome.contains("nothing happens") || outcome.contains("no responder") {
      trace.note("bar button \"\(title)\": \(outcome)")
    }
  }
}
