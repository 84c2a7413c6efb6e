import Foundation

/// A switch bound to a Boolean, with a label. It takes the width it is offered; it draws as a
/// ``HostedToggleView``, which flips the value when tapped.
public struct Toggle<Label: View>: View {
  package let isOn: Binding<Bool>
  package let label: Label

  /// Creates a toggle with a built label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Toggle where Label == Text {
  /// Creates a toggle whose label is a text.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView, LayoutBehavior {
  /// The size of the switch, in points.
  package static var switchSize: CGSize { CGSize(width: 51, height: 31) }

  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: label, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let label = ImplicitStack.sizeThatFits(
      ProposedViewSize(
        width: proposal.width.map { max(0, $0 - Self.switchSize.width - 8) }, height: nil),
      elements: node.layoutElementsBelow)
    let ideal = label.width + 8 + Self.switchSize.width
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal,
      height: max(Self.switchSize.height, label.height))
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    let labelWidth = max(0, rect.width - Self.switchSize.width - 8)
    let size = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: labelWidth, height: nil), elements: elements)
    let frame = CGRect(
      x: rect.minX, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    ImplicitStack.place(elements, in: frame, safeArea: .zero)
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedToggleView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let toggle = view as? HostedToggleView else { return }
    toggle.binding = isOn
    toggle.isOn = isOn.wrappedValue
    toggle.accessibilityLabel = node.textContent
  }
}

/// The UIKit view that draws a `Toggle`; a tap flips its value.
public final class HostedToggleView: UIView {
  /// Whether the switch is on.
  public internal(set) var isOn = false
  package var binding: Binding<Bool>?

  /// Starts a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Ends a tap: flips the value.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    isOn.toggle()
    trace(.gesture, "Toggle isOn = \(isOn)")
    binding?.wrappedValue = isOn
  }
}
