import Foundation
import SimUIKit

/// Reads a scenario file: parses the JSON with positions, checks every key and type, then checks
/// ids, references and cycles.
public struct ScenarioLoader {
  /// The file name used in errors.
  public var file: String

  /// Creates a loader for text read from `file`.
  public init(file: String) {
    self.file = file
  }

  /// `modalPresentationStyle` values (FIDELITY 3.1).
  public static let presentationStyles = [
    "automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "currentContext",
    "overCurrentContext", "popover",
  ]

  /// Reads and checks a scenario.
  public func load(_ text: String) throws(InputError) -> Scenario {
    let root = try JSONParser.parse(text, file: file)
    let top = try JSONObjectReader(
      root, what: "a scenario", file: file, keys: ScenarioKeys.scenario)
    var scenario = Scenario(
      file: file, title: try top.string("title"), device: try device(top["device"]),
      appDelegateClassName: try top.string("appDelegate") ?? "AppDelegate", windowRoot: nil,
      windowID: "window", controllers: [], delegates: [], probes: [], steps: [])
    if let window = top["window"] {
      let reader = try JSONObjectReader(
        window, what: "the window", file: file, keys: ScenarioKeys.window)
      scenario.windowID = try reader.string("id") ?? "window"
      let root = try reader.required("root")
      scenario.windowRoot = try reference(root, what: "the window's root controller")
    }
    for element in try array(top["controllers"], what: "controllers") {
      scenario.controllers.append(try controller(element))
    }
    for element in try array(top["delegates"], what: "delegates") {
      scenario.delegates.append(try delegate(element))
    }
    for element in try array(top["probes"], what: "probes") {
      scenario.probes.append(try probe(element))
    }
    for (index, element) in try array(top["steps"], what: "steps").enumerated() {
      scenario.steps.append(try StepReader(file: file).step(element, number: index + 1))
    }
    try ScenarioValidator(file: file).validate(scenario)
    return scenario
  }

  // MARK: - Parts

  func array(_ value: JSONValue?, what: String) throws(InputError) -> [JSONValue] {
    guard let value else { return [] }
    guard let elements = value.elements else {
      throw InputError(
        file: file, position: value.position, expected: "an array of \(what)",
        found: value.summary, fix: "write \"\(what)\": [ … ].")
    }
    return elements
  }

  func reference(_ value: JSONValue, what: String) throws(InputError) -> Scenario.Reference {
    guard let id = value.string, !id.isEmpty else {
      throw InputError(
        file: file, position: value.position, expected: "an id (a non-empty string) for \(what)",
        found: value.summary, fix: "write the id in double quotes.")
    }
    return Scenario.Reference(id: id, position: value.position)
  }

  private func profile(
    _ value: JSONValue, orientation: JSONValue?, reader: JSONObjectReader
  ) throws(InputError) -> DeviceProfile {
    let names = DeviceProfile.all.map(\.name)
    guard let name = value.string, var profile = DeviceProfile.named(name) else {
      let suggestion = value.string.flatMap { JSONObjectReader.closest(to: $0, in: names) }
      throw reader.error(
        at: value, expected: "a device profile: \(names.joined(separator: ", "))",
        fix: suggestion.map { "write \"\($0)\"." } ?? "pick one of them.")
    }
    if let orientation {
      let choices = DeviceProfile.Orientation.allCases.map(\.rawValue)
      guard let written = orientation.string,
        let turned = DeviceProfile.Orientation(rawValue: written)
      else {
        throw reader.error(
          at: orientation, expected: "an orientation: \(choices.joined(separator: " or "))",
          fix: "write \"portrait\" or \"landscape\".")
      }
      profile = profile.rotated(to: turned)
    }
    return profile
  }

  private func device(_ value: JSONValue?) throws(InputError) -> Scenario.Device {
    var device = Scenario.Device(
      size: CGSize(width: 390, height: 844), safeAreaTop: 47, safeAreaBottom: 34)
    guard let value else { return device }
    let reader = try JSONObjectReader(
      value, what: "the device", file: file, keys: ScenarioKeys.device)
    if let named = reader["profile"] {
      device.profile = try profile(named, orientation: reader["orientation"], reader: reader)
      for key in ["width", "height", "safeArea"] {
        if let extra = reader[key] {
          throw reader.error(
            at: extra, expected: "no \"\(key)\" beside \"profile\"",
            fix: "the profile sets the size and insets; remove \"\(key)\" or the profile.")
        }
      }
      return device
    }
    if let orientation = reader["orientation"] {
      throw reader.error(
        at: orientation, expected: "\"orientation\" only beside \"profile\"",
        fix: "name a profile, such as \"profile\": \"phone\", or remove \"orientation\".")
    }
    device.size.width = try reader.number("width") ?? 390
    device.size.height = try reader.number("height") ?? 844
    for (key, size) in [("width", device.size.width), ("height", device.size.height)]
    where size <= 0 || size > 10_000 {
      throw reader.error(
        at: reader[key] ?? value, expected: "a screen \(key) between 1 and 10000 points",
        fix: "use a real device's size, such as 390 × 844.")
    }
    if let safeArea = reader["safeArea"] {
      let insets = try JSONObjectReader(
        safeArea, what: "the safe area", file: file, keys: ScenarioKeys.safeArea)
      device.safeAreaTop = try insets.number("top") ?? 47
      device.safeAreaBottom = try insets.number("bottom") ?? 34
    }
    return device
  }

  private func controller(_ value: JSONValue) throws(InputError) -> Scenario.Controller {
    let reader = try JSONObjectReader(
      value, what: "a controller", file: file, keys: ScenarioKeys.controller)
    let id = try reference(try reader.required("id"), what: "a controller")
    let kindName =
      try reader.oneOf("kind", Scenario.Controller.Kind.allCases.map(\.rawValue)) ?? "plain"
    let kind = Scenario.Controller.Kind(rawValue: kindName) ?? .plain
    let childKey = ContainerKind.kind(for: kind).childrenKey
    var childKeys: [String] = []
    for key in ContainerKind.all.map(\.childrenKey) where !childKeys.contains(key) {
      childKeys.append(key)
    }
    for key in childKeys where key != childKey && reader[key] != nil {
      throw InputError(
        file: file, position: reader.members.first { $0.key == key }?.keyPosition ?? value.position,
        expected: "\"\(childKey)\" for a \(kind.rawValue) controller", found: "\"\(key)\"",
        fix: "rename it to \"\(childKey)\", or change \"kind\".")
    }
    var children: [Scenario.Reference] = []
    for (child, position) in try reader.strings(childKey) ?? [] {
      children.append(Scenario.Reference(id: child, position: position))
    }
    if kind == .navigation, children.isEmpty {
      throw InputError(
        file: file, position: value.position,
        expected: "a \"stack\" with at least a root controller",
        found: "a navigation controller without one",
        fix: "add \"stack\": [\"rootID\"].")
    }
    var controller = Scenario.Controller(
      id: id, kind: kind, className: try reader.string("class"), title: try reader.string("title"),
      view: nil, children: children,
      selectedTab: (try reader.number("selectedTab")).map { Int($0) },
      presentationStyle: try reader.oneOf("presentationStyle", Self.presentationStyles),
      isModalInPresentation: try reader.bool("isModalInPresentation") ?? false,
      definesPresentationContext: try reader.bool("definesPresentationContext") ?? false,
      sheet: try sheet(reader["sheet"]),
      presents: try reader["presents"].map { v throws(InputError) in
        try reference(v, what: "the presented controller")
      },
      content: reader["content"], state: reader["state"], alert: nil)
    (controller.performs, controller.keyCommands) = try responderKeys(reader, kind: kind)
    controller.popoverSource = try reader["popoverSource"].map { v throws(InputError) in
      try reference(v, what: "the popover's source view")
    }
    if let view = reader["view"] {
      guard kind == .plain else {
        throw reader.error(
          at: view, expected: "no \"view\" for a \(kind.rawValue) controller, which makes its own",
          fix: "move the view to a plain controller inside it.")
      }
      controller.view = try self.view(view)
    }
    if kind == .alert {
      var actions: [Scenario.Alert.Action] = []
      for action in try array(reader["actions"], what: "actions") {
        let actionReader = try JSONObjectReader(
          action, what: "an alert action", file: file, keys: ScenarioKeys.alertAction)
        actions.append(
          Scenario.Alert.Action(
            title: try actionReader.requiredString("title"),
            style: try actionReader.oneOf("style", ["default", "cancel", "destructive"])
              ?? "default"))
      }
      controller.alert = Scenario.Alert(message: try reader.string("message"), actions: actions)
    } else if let message = reader["message"] ?? reader["actions"] {
      throw reader.error(
        at: message, expected: "\"message\" and \"actions\" only on an alert",
        fix: "set \"kind\": \"alert\", or remove them.")
    }
    if let state = reader["state"] {
      guard kind == .hosting, let members = state.members else {
        throw reader.error(
          at: state, expected: "\"state\" as an object of flags and texts on a hosting controller",
          fix: "write \"state\": { \"editing\": false, \"name\": \"Ada\" } on a hosting controller."
        )
      }
      for member in members where member.value.bool == nil && member.value.string == nil {
        throw reader.error(
          at: member.value, expected: "true, false or a string for the state \"\(member.key)\"",
          fix: "flags are true or false; texts are strings.")
      }
    }
    if kind != .hosting, let content = reader["content"] {
      throw reader.error(
        at: content, expected: "\"content\" only on a hosting controller",
        fix: "set \"kind\": \"hosting\", or remove it.")
    }
    if kind == .hosting, reader["content"] == nil {
      throw InputError(
        file: file, position: value.position, expected: "\"content\" for a hosting controller",
        found: "none", fix: "add \"content\": { \"Text\": \"Hello\" }.")
    }
    return controller
  }

  private func sheet(_ value: JSONValue?) throws(InputError) -> Scenario.Sheet? {
    guard let value else { return nil }
    let reader = try JSONObjectReader(
      value, what: "a sheet", file: file,
      keys: ScenarioKeys.sheet)
    var detents: [String] = []
    for (detent, position) in try reader.strings("detents") ?? [("large", value.position)] {
      guard detent == "medium" || detent == "large" || Double(detent) != nil else {
        throw InputError(
          file: file, position: position,
          expected: "a detent: \"medium\", \"large\" or a height in points such as \"300\"",
          found: "\"\(detent)\"", fix: "use one of those (FIDELITY 6.2, 6.3).")
      }
      detents.append(detent)
    }
    if detents.isEmpty {
      throw reader.error(
        at: reader["detents"] ?? value, expected: "at least one detent (FIDELITY 6.1)",
        fix: "write [\"large\"], the default.")
    }
    let heights = detents.map { Self.detentHeight($0, screenHeight: 844) }
    if heights != heights.sorted() {
      throw reader.error(
        at: reader["detents"] ?? value, expected: "detents from smallest to largest (FIDELITY 6.1)",
        fix: "sort them, as in [\"medium\", \"large\"].")
    }
    for key in ["selectedDetent", "largestUndimmedDetent"] {
      if let chosen = try reader.string(key), !detents.contains(chosen), let bad = reader[key] {
        throw reader.error(
          at: bad, expected: "one of the sheet's detents (\(detents.joined(separator: ", ")))",
          fix: "add \"\(chosen)\" to \"detents\", or pick one of them.")
      }
    }
    return Scenario.Sheet(
      detents: detents, selectedDetent: try reader.string("selectedDetent"),
      largestUndimmedDetent: try reader.string("largestUndimmedDetent"),
      prefersGrabberVisible: try reader.bool("prefersGrabberVisible") ?? false)
  }

  /// A detent's height on a screen: medium is half, large the whole (FIDELITY 6.2).
  static func detentHeight(_ detent: String, screenHeight: Double) -> Double {
    switch detent {
    case "medium": screenHeight / 2
    case "large": screenHeight
    default: Double(detent) ?? screenHeight
    }
  }

  func view(_ value: JSONValue) throws(InputError) -> Scenario.View {
    let reader = try JSONObjectReader(value, what: "a view", file: file, keys: ScenarioKeys.view)
    let frame = try reader.numbers("frame", count: 4, meaning: "a frame [x, y, width, height]")
    let kind =
      try reader.oneOf("kind", ["view", "label", "button", "textField", "stack"])
      ?? (reader["text"] != nil ? "label" : "view")
    var view = Scenario.View(
      id: try reader["id"].map { v throws(InputError) in try reference(v, what: "a view") },
      kind: kind,
      className: try reader.string("class"),
      frame: frame.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero,
      text: try reader.string("text"), isHidden: try reader.bool("hidden") ?? false,
      alpha: try reader.number("alpha") ?? 1,
      // UIKit's default for the class: labels ignore touches (FIDELITY 14.11).
      isUserInteractionEnabled: try reader.bool("userInteractionEnabled") ?? (kind != "label"),
      clipsToBounds: try reader.bool("clipsToBounds") ?? false,
      backgroundColor: try reader.string("backgroundColor"),
      accessibilityIdentifier: try reader.string("accessibilityIdentifier"), subviews: [],
      position: value.position)
    if let alpha = reader["alpha"], !(0...1).contains(view.alpha) {
      throw reader.error(at: alpha, expected: "an alpha from 0 to 1", fix: "clamp it.")
    }
    for key in ["axis", "spacing"] where kind != "stack" {
      guard let misplaced = reader[key] else { continue }
      throw reader.error(
        at: misplaced, expected: "'\(key)' only on a view of kind \"stack\"",
        fix: "remove '\(key)', or give the view \"kind\": \"stack\".")
    }
    view.axis = try reader.oneOf("axis", ["horizontal", "vertical"]) ?? "horizontal"
    view.spacing = try reader.number("spacing") ?? 0
    if let spacing = reader["spacing"], !view.spacing.isFinite || view.spacing < 0 {
      throw reader.error(
        at: spacing, expected: "a spacing of 0 or more points", fix: "give a number from 0 up.")
    }
    for subview in try array(reader["subviews"], what: "subviews") {
      view.subviews.append(try self.view(subview))
    }
    return view
  }

  private func delegate(_ value: JSONValue) throws(InputError) -> Scenario.Delegate {
    let reader = try JSONObjectReader(
      value, what: "a delegate", file: file,
      keys: ScenarioKeys.delegate)
    return Scenario.Delegate(
      id: try reference(try reader.required("id"), what: "a delegate"),
      className: try reader.string("class"),
      role: try reader.oneOf("role", ["presentationController", "sheetPresentationController"])
        ?? "presentationController",
      of: try reference(try reader.required("of"), what: "the delegating controller"),
      shouldDismiss: try reader.bool("shouldDismiss"))
  }

  private func probe(_ value: JSONValue) throws(InputError) -> Scenario.Probe {
    let reader = try JSONObjectReader(
      value, what: "a probe", file: file, keys: ScenarioKeys.probe)
    let point = try reader.numbers("at", count: 2, meaning: "a point [x, y]")
    let target = try reader["on"].map { v throws(InputError) in try reference(v, what: "a probe") }
    guard (point == nil) != (target == nil) else {
      throw InputError(
        file: file, position: value.position, expected: "either \"at\": [x, y] or \"on\": \"id\"",
        found: point == nil ? "neither" : "both", fix: "give the probe exactly one of them.")
    }
    return Scenario.Probe(
      id: try reference(try reader.required("id"), what: "a probe"),
      point: point.map { CGPoint(x: $0[0], y: $0[1]) }, target: target)
  }
}
