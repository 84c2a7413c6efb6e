import ResponderLabTesting
import SimUIKit

/// Records, in order, the control events a control sends, by registering an action for each.
@MainActor
final class ControlEventLog {
  private(set) var events: [String] = []

  static let named: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
    ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
    ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
    ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
    ("primaryActionTriggered", .primaryActionTriggered),
  ]

  init(_ control: UIControl) {
    for (name, event) in Self.named {
      control.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
    }
  }

  /// Forgets what was recorded.
  func clear() { events.removeAll() }
}

/// A controller whose `changed:` action records the sender's value as the target sees it.
final class ValueTarget: UIViewController {
  var values: [String] = []
  func changed(_ sender: Any?) {
    switch sender {
    case let toggle as UISwitch: values.append("isOn \(toggle.isOn)")
    case let segments as UISegmentedControl:
      values.append("selected \(segments.selectedSegmentIndex)")
    default: values.append(String(describing: sender.map { type(of: $0) }))
    }
  }
  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("changed:", ValueTarget.changed)]
  }
}

extension SimulatedDevice {
  /// A device showing a ``ValueTarget`` as its root. Controls are made after it, so that they join
  /// its simulation.
  static func showingValueTarget() -> (SimulatedDevice, ValueTarget) {
    let device = SimulatedDevice()
    let root = ValueTarget()
    device.show(root)
    device.runUntilIdle()
    return (device, root)
  }

  /// Adds `view` to the root controller's view and lets the device lay it out.
  func place(_ view: UIView) {
    window.rootViewController?.view.addSubview(view)
    runUntilIdle()
  }
}
