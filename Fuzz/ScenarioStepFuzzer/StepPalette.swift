import ResponderLabScenarios

/// The world the scenario-step fuzzer drives, and the steps it picks from: every action of the
/// scenario language, with operands that name the world's controllers and views.
///
/// The world and the steps are loaded once, through the scenario loader, so that an input only
/// builds the world and runs steps.
enum StepPalette {
  /// Controllers that are presented (each by each presenter).
  static let presented = ["compose", "cover", "form", "overlay", "modalNav", "unsaved"]
  /// Controllers that present.
  static let presenters = ["inbox", "settings", "tabs", "compose", "modalRoot", "cover"]
  /// Controllers that are pushed, and the navigation controllers they are pushed on.
  static let pushed = ["message", "detail", "archive"]
  static let navigations = ["inboxNav", "settingsNav", "modalNav"]

  /// The world, as a scenario file.
  static let world = """
    {
      "window": { "root": "tabs" },
      "controllers": [
        { "id": "tabs", "kind": "tab", "tabs": ["inboxNav", "settingsNav"], "selectedTab": 0 },
        { "id": "inboxNav", "kind": "navigation", "stack": ["inbox"] },
        { "id": "settingsNav", "kind": "navigation", "stack": ["settings"] },
        { "id": "inbox", "title": "Inbox", "view": { "subviews": [
          { "id": "heading", "kind": "label", "text": "3 unread", "frame": [16, 120, 358, 24] },
          { "id": "search", "kind": "textField", "frame": [16, 160, 358, 34] },
          { "id": "refresh", "kind": "button", "text": "Refresh", "frame": [16, 210, 120, 44] } ] } },
        { "id": "settings", "title": "Settings" },
        { "id": "message", "title": "Message", "view": { "subviews": [
          { "id": "body", "kind": "label", "text": "Hello", "frame": [16, 140, 358, 20] } ] } },
        { "id": "detail", "title": "Detail" },
        { "id": "archive", "title": "Archive" },
        { "id": "compose", "title": "New message", "presentationStyle": "pageSheet",
          "sheet": { "detents": ["medium", "large"], "prefersGrabberVisible": true },
          "view": { "subviews": [
            { "id": "subject", "kind": "textField", "frame": [16, 60, 358, 34] } ] } },
        { "id": "cover", "title": "Cover", "presentationStyle": "fullScreen" },
        { "id": "form", "title": "Form", "presentationStyle": "formSheet" },
        { "id": "overlay", "title": "Overlay", "presentationStyle": "overFullScreen" },
        { "id": "modalNav", "kind": "navigation", "stack": ["modalRoot"],
          "presentationStyle": "pageSheet" },
        { "id": "modalRoot", "title": "Modal root" },
        { "id": "unsaved", "kind": "alert", "title": "Unsaved Changes",
          "actions": [ { "title": "Keep", "style": "cancel" }, { "title": "Discard" } ] }
      ],
      "delegates": [
        { "id": "guard", "class": "ComposeGuard", "role": "presentationController", "of": "compose",
          "shouldDismiss": true }
      ],
      "steps": [\(steps.joined(separator: ",\n"))]
    }
    """

  /// Every step the fuzzer may take, as written in a scenario file (at most 256, one per byte).
  static let steps: [String] = {
    var steps: [String] = []
    for animated in [true, false] {
      for controller in presented {
        for presenter in presenters {
          steps.append(
            #"{"action": "present", "controller": "\#(controller)", "from": "\#(presenter)", "animated": \#(animated)}"#
          )
        }
        steps.append(
          #"{"action": "dismiss", "controller": "\#(controller)", "animated": \#(animated)}"#)
      }
      steps.append(#"{"action": "dismiss", "animated": \#(animated)}"#)
      for navigation in navigations {
        for controller in pushed {
          steps.append(
            #"{"action": "push", "controller": "\#(controller)", "on": "\#(navigation)", "animated": \#(animated)}"#
          )
        }
        steps.append(#"{"action": "pop", "on": "\#(navigation)", "animated": \#(animated)}"#)
      }
    }
    for index in 0..<2 {
      steps.append(#"{"action": "selectTab", "of": "tabs", "index": \#(index)}"#)
    }
    for x in [20, 195, 370] {
      for y in [60, 140, 180, 230, 422, 700, 830] {
        steps.append(#"{"action": "tap", "at": [\#(x), \#(y)]}"#)
      }
    }
    for view in ["heading", "search", "refresh", "body", "subject"] {
      steps.append(#"{"action": "tap", "on": "\#(view)"}"#)
    }
    for label in ["3 unread", "Keep", "Discard"] {
      steps.append(#"{"action": "tap", "label": "\#(label)"}"#)
    }
    steps.append(#"{"action": "type", "text": "Lunch"}"#)
    for distance in [40, 200, 600] {
      steps.append(#"{"action": "swipeDown", "distance": \#(distance)}"#)
      steps.append(#"{"action": "dragBack", "distance": \#(distance / 2)}"#)
    }
    steps.append(#"{"action": "release"}"#)
    for detent in ["medium", "large"] {
      steps.append(#"{"action": "dragToDetent", "detent": "\#(detent)"}"#)
    }
    for seconds in [0.05, 0.2, 0.5, 1] {
      steps.append(#"{"action": "advance", "seconds": \#(seconds)}"#)
    }
    steps.append(#"{"action": "runUntilIdle"}"#)
    steps.append(#"{"action": "runUntilIdle"}"#)
    return steps
  }()
}
