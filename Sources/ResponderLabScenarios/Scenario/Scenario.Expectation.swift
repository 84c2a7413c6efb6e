public import Foundation
import ResponderLabDevice
public import SimUIKit

extension Scenario.Step {
  /// What an `expect` step checks.
  public enum Expectation: Sendable {
    /// The controller at the top of the presentation stack (or the root) has this id.
    case topController(Scenario.Reference)
    /// Some trace event so far contains the text.
    case traceContains(String)
    /// No trace event so far contains the text.
    case traceLacks(String)
    /// A touch at the point lands on the view with this id (FIDELITY 9).
    case hit(CGPoint, lands: Scenario.Reference)
    /// The key window's first responder has this id; nil: there is none (FIDELITY 11.1).
    case firstResponder(Scenario.Reference?)
    /// The last `sendAction` or `press` step reached the responder with this id; nil: nothing
    /// handled it (FIDELITY 11.8, 11.16).
    case actionTarget(Scenario.Reference?)
    /// The controller or view with this id (the top controller when nil) has these size classes,
    /// horizontal then vertical (FIDELITY 12.1, 12.2).
    case sizeClasses(UIUserInterfaceSizeClass, UIUserInterfaceSizeClass, of: Scenario.Reference?)

    /// The expectation as written: `top controller is compose`.
    public var summary: String {
      switch self {
      case .topController(let id): "the top controller is \(id.id)"
      case .traceContains(let text): "the trace to contain '\(text)'"
      case .traceLacks(let text): "the trace not to contain '\(text)'"
      case .hit(let point, let view):
        "a touch at (\(Double(point.x).compactJSON), \(Double(point.y).compactJSON)) to land on \(view.id)"
      case .firstResponder(let id): "the first responder to be \(id?.id ?? "nothing")"
      case .actionTarget(let id): "the last action to reach \(id?.id ?? "nothing")"
      case .sizeClasses(let horizontal, let vertical, let id):
        "\(id?.id ?? "the top controller") to be \(horizontal)/\(vertical)"
      }
    }

    /// The events expectations look at: everything but the narration notes.
    @MainActor
    private func events(_ world: LabWorld) -> [TraceEvent] {
      world.simulation.trace.events.filter { $0.category != .note }
    }

    /// What was found instead, or nil when the expectation holds.
    @MainActor
    func check(in world: LabWorld, lastActionTarget: UIResponder? = nil) -> String? {
      func name(_ object: UIResponder?) -> String {
        guard let object else { return "nothing" }
        return world.id(of: object) ?? object.objectName.description
      }
      switch self {
      case .topController(let id):
        let top = world.device.topViewController
        return top === world.object(named: id.id) ? nil : name(top)
      case .traceContains(let text):
        return events(world).contains { $0.description.contains(text) } ? nil : "no such event"
      case .traceLacks(let text):
        return events(world).first { $0.description.contains(text) }.map { "'\($0.line)'" }
      case .hit(let point, let view):
        let hit = world.window?.hitTest(point, with: nil)
        return hit === world.object(named: view.id) ? nil : name(hit)
      case .firstResponder(let id):
        let first = world.simulation.currentFirstResponder
        return first === id.flatMap { world.object(named: $0.id) } ? nil : name(first)
      case .actionTarget(let id):
        return lastActionTarget === id.flatMap { world.object(named: $0.id) }
          ? nil : name(lastActionTarget)
      case .sizeClasses(let horizontal, let vertical, let id):
        let object = id.map { world.object(named: $0.id) } ?? world.device.topViewController
        guard let environment = object as? any UITraitEnvironment else { return "no such object" }
        let traits = environment.traitCollection
        return traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical
          ? nil : "\(traits.horizontalSizeClass)/\(traits.verticalSizeClass)"
      }
    }
  }
}

/// An `expect` step that did not hold.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
  /// The scenario's file.
  public var file: String
  /// The step's number, from 1.
  public var step: Int
  /// Where the step was written.
  public var position: SourcePosition
  /// The step as written.
  public var summary: String
  /// What was found instead.
  public var found: String

  /// `file.json:12:5: step 4: expect the top controller is compose; found home`.
  public var description: String {
    "\(file):\(position): step \(step): \(summary); found \(found)"
  }
}

/// Reads the keys of an `expect` step.
struct ExpectationReader {
  let file: String

  func expectation(_ reader: JSONObjectReader, value: JSONValue) throws(InputError)
    -> Scenario.Step.Expectation
  {
    let keys = [
      "topController", "traceContains", "traceLacks", "hitAt", "firstResponder", "actionTarget",
      "sizeClasses",
    ]
    let given = keys.filter { reader[$0] != nil }
    guard given.count == 1, let key = given.first else {
      throw InputError(
        file: file, position: value.position,
        expected: "exactly one of \(keys.map { "\"\($0)\"" }.joined(separator: ", "))",
        found: given.isEmpty ? "none" : given.joined(separator: " and "),
        fix: "write one expectation per step.")
    }
    let loader = ScenarioLoader(file: file)
    switch key {
    case "topController":
      return .topController(try loader.reference(try reader.required(key), what: "topController"))
    case "traceContains": return .traceContains(try reader.requiredString(key))
    case "traceLacks": return .traceLacks(try reader.requiredString(key))
    case "sizeClasses":
      let written = try reader.required(key)
      let parts = (written.string ?? "").split(separator: "/").map(String.init)
      let classes = parts.compactMap { part in
        [UIUserInterfaceSizeClass.compact, .regular].first { $0.description == part }
      }
      guard classes.count == 2, parts.count == 2 else {
        throw reader.error(
          at: written,
          expected: "\"horizontal/vertical\" size classes, such as \"compact/regular\"",
          fix: "write each class as compact or regular, horizontal first.")
      }
      let of = try reader["of"].map { value throws(InputError) in
        try loader.reference(value, what: "of")
      }
      return .sizeClasses(classes[0], classes[1], of: of)
    case "firstResponder", "actionTarget":
      // null means "nothing": no first responder, or an action nobody handled.
      let written = try reader.required(key)
      let id = written.kind == .null ? nil : try loader.reference(written, what: key)
      return key == "firstResponder" ? .firstResponder(id) : .actionTarget(id)
    default:
      let point = try reader.numbers("hitAt", count: 2, meaning: "a point [x, y]") ?? [0, 0]
      let lands = try loader.reference(try reader.required("lands"), what: "lands")
      return .hit(CGPoint(x: point[0], y: point[1]), lands: lands)
    }
  }
}
