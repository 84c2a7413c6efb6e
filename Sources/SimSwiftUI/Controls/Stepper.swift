import Foundation

/// A control with a minus and a plus half that steps a value within bounds, or runs increment and
/// decrement actions.
///
/// It draws its label, then a ``HostedStepperView`` of UIKit's stepper size (94 × 32 points) at
/// the trailing edge: a tap on the trailing half increments, on the leading half decrements. A
/// value at a bound does not step past it. On a device the control is a `UIStepper`.
public struct Stepper<Label: View>: View {
  package let label: Label
  package let increment: (() -> Void)?
  package let decrement: (() -> Void)?
  package let canIncrement: @MainActor () -> Bool
  package let canDecrement: @MainActor () -> Bool
  package let onEditingChanged: (Bool) -> Void
  package let valueLocation: AnyObject?

  /// Creates a stepper that runs `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = onIncrement
    self.decrement = onDecrement
    self.canIncrement = { onIncrement != nil }
    self.canDecrement = { onDecrement != nil }
    self.onEditingChanged = onEditingChanged
    self.valueLocation = nil
  }

  /// Creates a stepper of `value` within `bounds`, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = {
      value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
    }
    self.decrement = {
      value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
    }
    self.canIncrement = { value.wrappedValue < bounds.upperBound }
    self.canDecrement = { value.wrappedValue > bounds.lowerBound }
    self.onEditingChanged = onEditingChanged
    self.valueLocation = value.location
  }

  /// Creates a stepper of `value`, unbounded, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.canIncrement = { true }
    self.canDecrement = { true }
    self.onEditingChanged = onEditingChanged
    self.valueLocation = value.location
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Stepper where Label == Text {
  /// Creates a stepper of `value` within `bounds`, whose label is a text.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// Creates an unbounded stepper of `value` whose label is a text.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that runs actions, whose label is a text.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

extension Stepper: PrimitiveView, LayoutBehavior {
  /// UIKit's stepper size, in points.
  package static var controlSize: CGSize { CGSize(width: 94, height: 32) }

  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: label, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let label = ImplicitStack.sizeThatFits(
      ProposedViewSize(
        width: proposal.width.map { max(0, $0 - Self.controlSize.width - 8) }, height: nil),
      elements: node.layoutElementsBelow)
    let ideal = label.width + 8 + Self.controlSize.width
    return CGSize(
      width: proposal.width.map { $0.isFinite ? $0 : ideal } ?? ideal,
      height: max(Self.controlSize.height, label.height))
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    let elements = node.layoutElementsBelow
    let size = ImplicitStack.sizeThatFits(
      ProposedViewSize(width: max(0, rect.width - Self.controlSize.width - 8), height: nil),
      elements: elements)
    ImplicitStack.place(
      elements,
      in: CGRect(
        x: rect.minX, y: rect.midY - size.height / 2, width: size.width, height: size.height),
      safeArea: .zero)
  }

  package func nodeDidUpdate(_ node: ViewNode) {
    // A change of the value updates the control's enabled halves.
    if let location = valueLocation as? AnyLocation { node.observe(location) }
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedStepperView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let stepper = view as? HostedStepperView else { return }
    stepper.accessibilityLabel = node.textContent
    stepper.controlFrame = CGRect(
      x: view.bounds.width - Self.controlSize.width,
      y: (view.bounds.height - Self.controlSize.height) / 2, width: Self.controlSize.width,
      height: Self.controlSize.height)
    stepper.isIncrementEnabled = DependencyRecorder.untracked { canIncrement() }
    stepper.isDecrementEnabled = DependencyRecorder.untracked { canDecrement() }
    stepper.increment = increment
    stepper.decrement = decrement
    stepper.onEditingChanged = onEditingChanged
  }
}

/// The UIKit view that draws a `Stepper`: its label, and the control at the trailing edge.
public final class HostedStepperView: UIView {
  /// The control's frame, in this view's coordinates.
  public internal(set) var controlFrame: CGRect = .zero
  /// Whether the plus half steps (false at the upper bound).
  public internal(set) var isIncrementEnabled = true
  /// Whether the minus half steps (false at the lower bound).
  public internal(set) var isDecrementEnabled = true
  package var increment: (() -> Void)?
  package var decrement: (() -> Void)?
  package var onEditingChanged: ((Bool) -> Void)?
  private var isTracking = false

  /// The centre of the minus half, in this view's coordinates.
  public var decrementPoint: CGPoint {
    CGPoint(x: controlFrame.minX + controlFrame.width / 4, y: controlFrame.midY)
  }

  /// The centre of the plus half, in this view's coordinates.
  public var incrementPoint: CGPoint {
    CGPoint(x: controlFrame.minX + controlFrame.width * 3 / 4, y: controlFrame.midY)
  }

  /// Starts a tap on the control: editing begins.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, controlFrame.contains(touch.location(in: self)) else {
      return
    }
    isTracking = true
    onEditingChanged?(true)
  }

  /// Ends a tap: steps by the half under the touch, then editing ends.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    isTracking = false
    let point = touch.location(in: self)
    if controlFrame.contains(point) {
      if point.x >= controlFrame.midX {
        trace(.gesture, "Stepper increment\(isIncrementEnabled ? "" : " (at its upper bound)")")
        if isIncrementEnabled { increment?() }
      } else {
        trace(.gesture, "Stepper decrement\(isDecrementEnabled ? "" : " (at its lower bound)")")
        if isDecrementEnabled { decrement?() }
      }
    }
    onEditingChanged?(false)
  }
}
