import Foundation
import SimUIKit

/// Reads one step of a scenario: `{"action": "present", "controller": "compose", "from": "inbox"}`.
package struct StepReader {
  let file: String

  /// The keys each action accepts, besides "action" and "comment".
  package static let keys: [String: [String]] = [
    "present": ["controller", "from", "animated"],
    "dismiss": ["controller", "animated"],
    "push": ["controller", "on", "animated"],
    "pop": ["on", "animated"],
    "selectTab": ["of", "index"],
    "tap": ["at", "on", "label"],
    "type": ["text"],
    "swipeDown": ["distance"],
    "dragBack": ["distance"],
    "release": [],
    "dragToDetent": ["detent"],
    "advance": ["seconds"],
    "runUntilIdle": [],
    "setState": ["name", "value"],
    "becomeFirstResponder": ["on"],
    "resignFirstResponder": ["on"],
    "sendAction": ["selector", "to", "from"],
    "press": ["key", "modifiers"],
    "rotate": ["to", "animated"],
    "resize": ["to", "animated"],
    "expect": [
      "topController", "traceContains", "traceLacks", "hitAt", "lands", "firstResponder",
      "actionTarget", "sizeClasses", "of",
    ],
  ]

  func step(_ value: JSONValue, number: Int) throws(InputError) -> Scenario.Step {
    let what = "step \(number)"
    guard let members = value.members else {
      throw InputError(
        file: file, position: value.position, expected: "\(what) as an object with an \"action\"",
        found: value.summary, fix: "write { \"action\": \"present\", … }.")
    }
    guard let actionValue = members.first(where: { $0.key == "action" })?.value else {
      throw InputError(
        file: file, position: value.position, expected: "an \"action\" in \(what)",
        found: "none",
        fix: "add \"action\": one of \(Scenario.stepActions.joined(separator: ", ")).")
    }
    guard let action = actionValue.string, let allowed = Self.keys[action] else {
      let suggestion = actionValue.string.flatMap {
        JSONObjectReader.closest(to: $0, in: Scenario.stepActions)
      }
      throw InputError(
        file: file, position: actionValue.position,
        expected: "an action: \(Scenario.stepActions.joined(separator: ", "))",
        found: actionValue.summary,
        fix: suggestion.map { "write \"\($0)\"." } ?? "pick one of them.")
    }
    let reader = try JSONObjectReader(
      value, what: "\(what) (\(action))", file: file, keys: ["action", "comment"] + allowed)
    let loader = ScenarioLoader(file: file)
    func ref(_ key: String) throws(InputError) -> Scenario.Reference {
      try loader.reference(try reader.required(key), what: "\"\(key)\" of \(what)")
    }
    func positive(_ key: String) throws(InputError) -> Double {
      let value = try reader.required(key)
      guard let number = value.number, number >= 0 else {
        throw reader.error(
          at: value, expected: "a number of at least 0 for \"\(key)\"", fix: "write e.g. 300.")
      }
      return number
    }
    let animated = try reader.bool("animated") ?? true
    let result: Scenario.Step.Action
    var summary = action
    switch action {
    case "present":
      let (controller, from) = (try ref("controller"), try ref("from"))
      result = .present(controller: controller, from: from, animated: animated)
      summary = "present \(controller.id) from \(from.id)"
    case "dismiss":
      let controller = try reader["controller"].map { v throws(InputError) in
        try loader.reference(v, what: "the controller to dismiss")
      }
      result = .dismiss(controller: controller, animated: animated)
      summary = "dismiss " + (controller?.id ?? "the top presentation")
    case "push":
      let (controller, on) = (try ref("controller"), try ref("on"))
      result = .push(controller: controller, on: on, animated: animated)
      summary = "push \(controller.id) on \(on.id)"
    case "pop":
      let on = try ref("on")
      result = .pop(on: on, animated: animated)
      summary = "pop \(on.id)"
    case "selectTab":
      let of = try ref("of")
      let index = Int(try positive("index"))
      result = .selectTab(of: of, index: index)
      summary = "select tab \(index) of \(of.id)"
    case "tap":
      let targets = ["at", "on", "label"].filter { reader[$0] != nil }
      guard targets.count == 1 else {
        throw InputError(
          file: file, position: value.position,
          expected: "exactly one of \"at\": [x, y], \"on\": \"viewID\" or \"label\": \"text\"",
          found: targets.isEmpty ? "none" : targets.joined(separator: " and "),
          fix: "say once where the finger goes.")
      }
      if let point = try reader.numbers("at", count: 2, meaning: "a point [x, y]") {
        result = .tapPoint(CGPoint(x: point[0], y: point[1]))
        summary = "tap at (\(point[0].compactJSON), \(point[1].compactJSON))"
      } else if reader["on"] != nil {
        let on = try ref("on")
        result = .tapOn(on)
        summary = "tap on \(on.id)"
      } else {
        let label = try ref("label")
        result = .tapOn(label)
        summary = "tap on the label '\(label.id)'"
      }
    case "type":
      let text = try reader.requiredString("text")
      result = .type(text)
      summary = "type '\(text)'"
    case "swipeDown":
      let distance = try positive("distance")
      result = .swipeDown(distance: distance)
      summary = "swipe down \(distance.compactJSON) pt"
    case "dragBack":
      let distance = try positive("distance")
      result = .dragBack(distance: distance)
      summary = "drag back \(distance.compactJSON) pt"
    case "release": result = .release
    case "dragToDetent":
      let detent = try reader.requiredString("detent")
      result = .dragToDetent(detent)
      summary = "drag to the \(detent) detent"
    case "advance":
      let seconds = try positive("seconds")
      result = .advance(seconds: seconds)
      summary = "advance \(seconds.compactJSON) s"
    case "setState":
      let name = try reader.requiredString("name")
      let value = try reader.required("value")
      guard value.bool != nil || value.string != nil else {
        throw reader.error(
          at: value, expected: "true, false or a string for \"value\"",
          fix: "flags are true or false; texts are strings.")
      }
      result = .setState(name: name, value: value)
      summary = "set \(name) to \(value.bool.map { "\($0)" } ?? "'\(value.string ?? "")'")"
    case "becomeFirstResponder", "resignFirstResponder", "sendAction", "press":
      (result, summary) = try responderStep(action, reader: reader, loader: loader, what: what)
    case "rotate":
      let written = try reader.required("to")
      guard let name = written.string, let orientation = DeviceProfile.Orientation(rawValue: name)
      else {
        throw reader.error(
          at: written, expected: "\"portrait\" or \"landscape\" for \"to\"",
          fix: "write \"to\": \"landscape\".")
      }
      result = .rotate(to: orientation, animated: animated)
      summary = "rotate to \(name)"
    case "resize":
      let written = try reader.required("to")
      let names = DeviceProfile.all.map(\.name)
      guard let name = written.string, let profile = DeviceProfile.named(name) else {
        let suggestion = written.string.flatMap { JSONObjectReader.closest(to: $0, in: names) }
        throw reader.error(
          at: written, expected: "a device profile for \"to\": \(names.joined(separator: ", "))",
          fix: suggestion.map { "write \"\($0)\"." } ?? "pick one of them.")
      }
      result = .resize(to: profile, animated: animated)
      summary = "resize to \(name)"
    case "expect":
      let expectation = try ExpectationReader(file: file).expectation(reader, value: value)
      result = .expect(expectation)
      summary = "expect " + expectation.summary
    default:
      result = .runUntilIdle
      summary = "run until idle"
    }
    return Scenario.Step(action: result, position: value.position, summary: summary)
  }
}
