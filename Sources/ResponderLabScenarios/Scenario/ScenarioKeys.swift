/// The keys each object of a scenario file accepts. The loader refuses any other key, and a test
/// checks that `docs/scenario.schema.json` lists exactly these.
package enum ScenarioKeys {
  /// The top-level object.
  package static let scenario = [
    "$schema", "comment", "title", "device", "appDelegate", "window", "controllers", "delegates",
    "probes", "steps",
  ]
  /// `"window"`.
  package static let window = ["comment", "id", "root"]
  /// `"device"`.
  package static let device = [
    "comment", "profile", "orientation", "width", "height", "safeArea",
  ]
  /// `"device"."safeArea"`.
  package static let safeArea = ["top", "bottom"]
  /// One controller.
  package static let controller = [
    "comment", "id", "kind", "class", "title", "view", "stack", "tabs", "selectedTab", "children",
    "presentationStyle", "popoverSource", "isModalInPresentation", "definesPresentationContext",
    "sheet", "presents",
    "content", "state", "message", "actions", "performs", "keyCommands",
  ]
  /// One key command of a controller.
  package static let keyCommand = ["comment", "input", "modifiers", "action", "title"]
  /// One action of an alert.
  package static let alertAction = ["title", "style"]
  /// A controller's `"sheet"`.
  package static let sheet = [
    "detents", "selectedDetent", "largestUndimmedDetent", "prefersGrabberVisible",
  ]
  /// One view.
  package static let view = [
    "comment", "id", "kind", "class", "frame", "text", "hidden", "alpha", "userInteractionEnabled",
    "clipsToBounds", "backgroundColor", "accessibilityIdentifier", "subviews", "axis", "spacing",
  ]
  /// One delegate.
  package static let delegate = ["comment", "id", "class", "role", "of", "shouldDismiss"]
  /// One probe.
  package static let probe = ["comment", "id", "at", "on"]
  /// One step, by action: the keys besides `"action"` and `"comment"`.
  package static var steps: [String: [String]] { StepReader.keys }
}
