import Foundation

/// A control that chooses one of its options, each a view tagged with `tag(_:)` (or, in a
/// `ForEach` without tags, identified by its element's id).
///
/// It draws as a ``HostedPickerView`` in the style `pickerStyle(_:)` sets: a menu (the default on
/// a phone), a segmented control, or a row that pushes the options onto the enclosing navigation
/// stack. The inline, wheel and palette styles are drawn as a menu, with a warning.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  package let selection: Binding<SelectionValue>
  package let label: Label
  package let content: Content

  /// Creates a picker with a built label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Picker where Label == Text {
  /// Creates a picker whose label is a text.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// One option of a picker: its tag and the text of its view.
package struct PickerOption {
  package var tag: AnyHashable
  package var title: String
}

extension Picker: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(key: 0, view: label, environment: node.environment),
      ChildSpec(key: 1, view: content, environment: node.environment),
    ]
  }

  private func style(of node: ViewNode) -> PickerStyleKind {
    switch node.environment.pickerStyleKind {
    case .segmented: .segmented
    case .navigationLink: .navigationLink
    default: .menu
    }
  }

  private func labelNodes(of node: ViewNode) -> [ViewNode] {
    node.children.first.map(\.layoutElements) ?? []
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if style(of: node) == .segmented {
      let count = CGFloat(max(1, options(of: node).count))
      return CGSize(
        width: proposal.width.map { $0.isFinite ? $0 : count * 80 } ?? count * 80, height: 32)
    }
    let label = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: nil, height: nil), elements: labelNodes(of: node))
    let value = CGFloat(selectedTitle(of: node).count) * UILabel.characterWidth
    let ideal = label.width + 16 + value + 20
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal,
      height: max(22, label.height))
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = labelNodes(of: node)
    let size = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: rect.width, height: nil), elements: elements)
    ImplicitStack.place(
      elements,
      in: CGRect(
        x: rect.minX, y: rect.midY - size.height / 2, width: size.width, height: size.height),
      safeArea: .zero)
  }

  package func paintOrder(of node: ViewNode) -> [ViewNode] {
    // A segmented control shows no label; the options are drawn by the control.
    style(of: node) == .segmented ? [] : Array(node.children.prefix(1))
  }

  package func nodeDidUpdate(_ node: ViewNode) {
    let current = node.read(selection)
    let kind = node.environment.pickerStyleKind
    if [.inline, .wheel, .palette].contains(kind) {
      node.graph.simulation.warn(
        "The simulator draws a Picker with the .\(kind.rawValue) style as a menu.")
    }
    let options = options(of: node)
    if !options.isEmpty, !options.contains(where: { $0.tag == AnyHashable(current) }) {
      // SwiftUI's runtime warning, word for word.
      node.graph.simulation.warn(
        "Picker: the selection \"\(current)\" is invalid and does not have an associated tag, this will give undefined results."
      )
    }
  }

  /// The options, in tree order.
  package func options(of node: ViewNode) -> [PickerOption] {
    guard let content = node.children.dropFirst().first else { return [] }
    var options: [PickerOption] = []
    Self.collect(content, into: &options)
    return options
  }

  private static func collect(_ node: ViewNode, into options: inout [PickerOption]) {
    guard !node.isRemoving else { return }
    if let tagged = node.view.asModifiedContent?.modifierValue as? any TagCarrying {
      options.append(PickerOption(tag: tagged.anyTag, title: node.textContent))
      return
    }
    if node.view is any ForEachMarker {
      for child in node.children where !child.isRemoving {
        if child.containsTag {
          collect(child, into: &options)
        } else {
          // An untagged row of a ForEach is tagged with its element's id.
          options.append(PickerOption(tag: child.key, title: child.textContent))
        }
      }
      return
    }
    for child in node.children { collect(child, into: &options) }
  }

  private func selectedTitle(of node: ViewNode) -> String {
    let current = AnyHashable(DependencyRecorder.untracked { selection.wrappedValue })
    return options(of: node).first { $0.tag == current }?.title ?? ""
  }

  /// Writes the option's tag to the selection, if it has the selection's type.
  private func choose(_ option: PickerOption, node: ViewNode?) {
    guard let value = option.tag.base as? SelectionValue else {
      node?.graph.simulation.warn(
        "Picker: the option \"\(option.title)\" is tagged with a \(type(of: option.tag.base)), not a \(SelectionValue.self): choosing it changes nothing."
      )
      return
    }
    node?.graph.host?.trace(.swiftUI, "Picker selection = \(value)")
    selection.wrappedValue = value
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedPickerView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let picker = view as? HostedPickerView else { return }
    let options = options(of: node)
    let current = AnyHashable(DependencyRecorder.untracked { selection.wrappedValue })
    picker.style = style(of: node).rawValue
    picker.label = node.children.first?.textContent ?? ""
    picker.accessibilityLabel = picker.label
    picker.optionTitles = options.map(\.title)
    picker.selectedIndex = options.firstIndex { $0.tag == current }
    picker.choose = { [weak node] index in
      guard index < options.count else { return }
      choose(options[index], node: node)
    }
    picker.pushOptions = { [weak node] in
      guard let node else { return }
      pushOptions(from: node)
    }
  }

  /// Pushes the list of options onto the navigation stack around the picker; choosing one writes
  /// the selection and pops back.
  private func pushOptions(from node: ViewNode) {
    guard let context = node.environment.navigationContext,
      let navigation = context.navigationController
    else {
      node.graph.simulation.warn(
        "A Picker with the .navigationLink style is not inside a navigation stack: it pushes nothing."
      )
      return
    }
    let options = options(of: node)
    let current = AnyHashable(DependencyRecorder.untracked { selection.wrappedValue })
    let title = node.children.first?.textContent ?? ""
    let pushed = WeakController()
    let list = PickerOptionsList(
      title: title, titles: options.map(\.title),
      selectedIndex: options.firstIndex { $0.tag == current }
    ) { [weak node] index in
      choose(options[index], node: node)
      if let controller = pushed.controller { NavigationScreens.pop(controller) }
    }
    let controller = NavigationScreens.makeHost(
      AnyView(list), stackStyle: context.makesStackDestinations, simulation: node.graph.simulation)
    controller.graph.setRootEnvironment(
      NavigationScreens.destinationEnvironment(node.environment, controller))
    pushed.controller = controller
    node.graph.host?.trace(.swiftUI, "Picker pushes its options in \(controller.objectName)")
    navigation.pushViewController(controller, animated: true)
  }
}

@MainActor
private final class WeakController {
  weak var controller: UIViewController?
}

/// The screen a navigation-link picker pushes: a row per option, the selected one checked.
private struct PickerOptionsList: View {
  let title: String
  let titles: [String]
  let selectedIndex: Int?
  let choose: @MainActor (Int) -> Void

  var body: some View {
    List {
      ForEach(0..<titles.count) { index in
        Button(titles[index] + (index == selectedIndex ? " ✓" : "")) { choose(index) }
      }
    }
    .navigationTitle(title)
  }
}

/// Marks `ForEach`, whose untagged rows a picker tags with their ids.
package protocol ForEachMarker {}

extension ForEach: ForEachMarker {}

extension ViewNode {
  /// Whether a `tag(_:)` modifier is at or below this node.
  package var containsTag: Bool {
    var found = false
    forEachNode { node in
      if node.view.asModifiedContent?.modifierValue is any TagCarrying { found = true }
    }
    return found
  }
}

extension Picker: DumpDescribable {
  package var dumpDetail: String {
    "selection: \(DependencyRecorder.untracked { selection.wrappedValue })"
  }
}

/// The UIKit view that draws a `Picker`: a segmented control (a tap on a segment chooses it), or
/// a row that opens a menu of the options or pushes them.
///
/// On a device, a segmented picker is a `UISegmentedControl`; SimUIKit's stand-in is this view.
public final class HostedPickerView: UIView {
  /// `"menu"`, `"segmented"` or `"navigationLink"`.
  public internal(set) var style = "menu"
  /// The text of the picker's label.
  public internal(set) var label = ""
  /// The options' titles, in order.
  public internal(set) var optionTitles: [String] = []
  /// The index of the selected option, if the selection matches one.
  public internal(set) var selectedIndex: Int?
  package var choose: (@MainActor (Int) -> Void)?
  package var pushOptions: (@MainActor () -> Void)?

  /// The frame of the segment at `index`, in this view's coordinates (segmented style).
  public func segmentFrame(at index: Int) -> CGRect {
    let width = bounds.width / CGFloat(max(1, optionTitles.count))
    return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
  }

  /// Starts a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap: chooses the segment under the touch, or opens the menu, or pushes the options.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    guard bounds.contains(point) else { return }
    switch style {
    case "segmented":
      guard let index = optionTitles.indices.first(where: { segmentFrame(at: $0).contains(point) })
      else { return }
      trace(.gesture, "segment \"\(optionTitles[index])\" chosen")
      choose?(index)
    case "navigationLink":
      pushOptions?()
    default:
      let rows = optionTitles.enumerated().map { index, title in
        MenuRow(title: title, isChecked: index == selectedIndex) { [weak self] in
          self?.choose?(index)
        }
      }
      HostedMenuContainerView.open(rows, under: self, title: label)
    }
  }
}
