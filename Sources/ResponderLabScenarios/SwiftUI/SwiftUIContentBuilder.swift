import Foundation
import SimSwiftUI
import SimUIKit

/// Builds SwiftUI views from a scenario's content, one key per view and modifiers as sibling keys:
/// `{ "Text": "Hi", "padding": 8 }`, `{ "VStack": [ … ] }`, `{ "Button": { "title": "Edit",
/// "set": "editing" } }`, `{ "NavigationView": { … } }`, with `sheet`, `alert`,
/// `interactiveDismissDisabled`, `presentationDetents`, `overlay` and more.
@MainActor
struct SwiftUIContentBuilder {
  let file: String
  let state: ScenarioState

  /// The views the content may name.
  static let views = [
    "Text", "Button", "VStack", "HStack", "ZStack", "Spacer", "Color", "TextField",
    "NavigationView", "NavigationStack", "NavigationLink", "TabView", "EmptyView", "If",
  ]
  /// The modifiers the content may apply, in the order written.
  static let modifiers = [
    "comment", "sheet", "fullScreenCover", "alert", "interactiveDismissDisabled",
    "presentationDetents", "padding", "frame", "overlay", "background", "onTapGesture", "zIndex",
    "navigationTitle", "tabItem", "accessibilityIdentifier", "opacity",
  ]

  private func error(_ value: JSONValue, expected: String, fix: String) -> InputError {
    InputError(
      file: file, position: value.position, expected: expected, found: value.summary, fix: fix)
  }

  /// The view `value` describes.
  func view(_ value: JSONValue) throws(InputError) -> AnyView {
    guard let members = value.members else {
      throw error(
        value, expected: "a SwiftUI view as an object such as { \"Text\": \"Hello\" }",
        fix: "wrap the view in an object.")
    }
    let viewMembers = members.filter { Self.views.contains($0.key) }
    guard viewMembers.count == 1, let primary = viewMembers.first else {
      if let unknown = members.first(where: {
        !Self.views.contains($0.key) && !Self.modifiers.contains($0.key)
      }) {
        let suggestion = JSONObjectReader.closest(
          to: unknown.key, in: Self.views + Self.modifiers)
        throw InputError(
          file: file, position: unknown.keyPosition,
          expected:
            "a view (\(Self.views.joined(separator: ", "))) or a modifier (\(Self.modifiers.dropFirst().joined(separator: ", ")))",
          found: "\"\(unknown.key)\"",
          fix: suggestion.map { "write \"\($0)\"." } ?? "see docs/scenario.md.")
      }
      throw error(
        value, expected: "exactly one view key in this object",
        fix: viewMembers.isEmpty
          ? "add a view such as \"Text\"." : "put the views in a \"VStack\" array.")
    }
    var result = try primaryView(primary.key, primary.value)
    for member in members where member.key != primary.key {
      result = try modify(result, member)
    }
    return result
  }

  private func views(_ value: JSONValue) throws(InputError) -> [AnyView] {
    guard let elements = value.elements else {
      throw error(value, expected: "an array of views", fix: "write [ { … }, { … } ].")
    }
    var result: [AnyView] = []
    for element in elements { result.append(try view(element)) }
    return result
  }

  private func string(_ value: JSONValue, _ what: String) throws(InputError) -> String {
    guard let string = value.string else {
      throw error(value, expected: "a string for \(what)", fix: "quote it.")
    }
    return string
  }

  private func number(_ value: JSONValue, _ what: String) throws(InputError) -> Double {
    guard let number = value.number else {
      throw error(value, expected: "a number for \(what)", fix: "write a number.")
    }
    return number
  }

  // MARK: - Views

  private func primaryView(_ key: String, _ value: JSONValue) throws(InputError) -> AnyView {
    switch key {
    case "Text": return AnyView(Text(try string(value, "Text")))
    case "Button":
      let reader = try JSONObjectReader(
        value, what: "a Button", file: file, keys: ["title", "set", "to", "toggle"])
      let title = try reader.requiredString("title")
      let action = try self.action(reader)
      return AnyView(Button(title) { action() })
    case "VStack":
      let children = try views(value)
      return AnyView(VStack { ForEach(children.indices, id: \.self) { children[$0] } })
    case "HStack":
      let children = try views(value)
      return AnyView(HStack { ForEach(children.indices, id: \.self) { children[$0] } })
    case "ZStack":
      let children = try views(value)
      return AnyView(ZStack { ForEach(children.indices, id: \.self) { children[$0] } })
    case "Spacer": return AnyView(Spacer())
    case "EmptyView": return AnyView(EmptyView())
    case "If":
      // `if flag { then } else { else }`: the content is rebuilt whenever the state changes.
      let reader = try JSONObjectReader(
        value, what: "an If", file: file, keys: ["flag", "then", "else"])
      let flag = try reader.requiredString("flag")
      let then = try view(try reader.required("then"))
      let otherwise = try reader["else"].map { v throws(InputError) in try view(v) }
      return state.flags[flag] ?? false ? then : otherwise ?? AnyView(EmptyView())
    case "Color":
      let name = try string(value, "Color")
      guard let color = ScenarioBuilder.color(name) else {
        throw error(
          value, expected: "a colour name or #rrggbb",
          fix: "write e.g. \"systemBlue\" or \"#ff8800\".")
      }
      return AnyView(Color(color))
    case "TextField":
      let reader = try JSONObjectReader(
        value, what: "a TextField", file: file, keys: ["title", "text"])
      return AnyView(
        TextField(
          try reader.requiredString("title"), text: state.text(try reader.requiredString("text"))))
    case "NavigationView":
      let content = try view(value)
      return AnyView(NavigationView { content })
    case "NavigationStack":
      let content = try view(value)
      return AnyView(NavigationStack { content })
    case "NavigationLink":
      let reader = try JSONObjectReader(
        value, what: "a NavigationLink", file: file, keys: ["title", "destination"])
      let destination = try view(try reader.required("destination"))
      return AnyView(NavigationLink(try reader.requiredString("title")) { destination })
    default:  // "TabView"
      let children = try views(value)
      return AnyView(TabView { ForEach(children.indices, id: \.self) { children[$0] } })
    }
  }

  /// `"set": "flag"` (with `"to"`, true by default) or `"toggle": "flag"`.
  private func action(_ reader: JSONObjectReader) throws(InputError) -> @MainActor () -> Void {
    let state = self.state
    if let name = try reader.string("toggle") {
      return { state.flags[name] = !(state.flags[name] ?? false) }
    }
    if let name = try reader.string("set") {
      let value = try reader.bool("to") ?? true
      return { state.flags[name] = value }
    }
    return {}
  }

  // MARK: - Modifiers

  private func modify(_ content: AnyView, _ member: JSONValue.Member) throws(InputError)
    -> AnyView
  {
    let value = member.value
    switch member.key {
    case "comment": return content
    case "sheet", "fullScreenCover":
      let reader = try JSONObjectReader(
        value, what: "a \(member.key)", file: file, keys: ["isPresented", "content"])
      let isPresented = state.flag(try reader.requiredString("isPresented"))
      let sheet = try view(try reader.required("content"))
      return member.key == "sheet"
        ? AnyView(content.sheet(isPresented: isPresented) { sheet })
        : AnyView(content.fullScreenCover(isPresented: isPresented) { sheet })
    case "alert":
      let reader = try JSONObjectReader(
        value, what: "an alert", file: file, keys: ["isPresented", "title", "message"])
      let isPresented = state.flag(try reader.requiredString("isPresented"))
      let title = try reader.requiredString("title")
      let message = try reader.string("message")
      return AnyView(
        content.alert(isPresented: isPresented) {
          Alert(title: Text(title), message: message.map { Text($0) })
        })
    case "interactiveDismissDisabled":
      if let name = value.string {
        return AnyView(content.interactiveDismissDisabled(state.flags[name] ?? false))
      }
      guard let disabled = value.bool else {
        throw error(
          value, expected: "true, false or the name of a flag", fix: "write true or \"isDirty\".")
      }
      return AnyView(content.interactiveDismissDisabled(disabled))
    case "presentationDetents":
      var detents: Set<PresentationDetent> = []
      for element in value.elements ?? [value] {
        detents.insert(try detent(element))
      }
      return AnyView(content.presentationDetents(detents))
    case "padding": return AnyView(content.padding(CGFloat(try number(value, "padding"))))
    case "frame":
      let reader = try JSONObjectReader(
        value, what: "a frame", file: file, keys: ["width", "height"])
      return AnyView(
        content.frame(
          width: (try reader.number("width")).map { CGFloat($0) },
          height: (try reader.number("height")).map { CGFloat($0) }))
    case "overlay": return AnyView(content.overlay(try view(value)))
    case "background": return AnyView(content.background(try view(value)))
    case "onTapGesture":
      let reader = try JSONObjectReader(
        value, what: "an onTapGesture", file: file, keys: ["set", "to", "toggle"])
      let action = try self.action(reader)
      return AnyView(content.onTapGesture { action() })
    case "zIndex": return AnyView(content.zIndex(try number(value, "zIndex")))
    case "navigationTitle":
      return AnyView(content.navigationTitle(try string(value, "navigationTitle")))
    case "tabItem":
      let title = try string(value, "tabItem")
      return AnyView(content.tabItem { Text(title) })
    case "accessibilityIdentifier":
      return AnyView(content.accessibilityIdentifier(try string(value, "accessibilityIdentifier")))
    default:  // "opacity"
      return AnyView(content.opacity(try number(value, "opacity")))
    }
  }

  /// `"medium"`, `"large"`, a fraction such as `"0.25"` or a height such as `"300pt"`.
  private func detent(_ value: JSONValue) throws(InputError) -> PresentationDetent {
    let name = try string(value, "a detent")
    switch name {
    case "medium": return .medium
    case "large": return .large
    default:
      if name.hasSuffix("pt"), let height = Double(name.dropLast(2)) {
        return .height(CGFloat(height))
      }
      if let fraction = Double(name), fraction > 0, fraction <= 1 {
        return .fraction(CGFloat(fraction))
      }
      throw error(
        value,
        expected:
          "a detent: \"medium\", \"large\", a fraction such as \"0.25\" or a height such as \"300pt\"",
        fix: "use one of those (FIDELITY 6.9).")
    }
  }
}
