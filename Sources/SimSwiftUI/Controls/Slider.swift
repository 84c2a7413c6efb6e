import Foundation

/// A control that sets a value within bounds by dragging a thumb along a track.
///
/// It draws as a ``HostedSliderView`` that takes the width offered and is 34 points high (a thumb
/// of 28 points); the value follows the finger while it moves and is written when it lifts, at the
/// nearest step if the slider has one. On a device the control is a `UISlider`.
public struct Slider<Label: View, ValueLabel: View>: View {
  package let label: Label
  package let value: @MainActor () -> Double
  package let setFraction: @MainActor (Double) -> Void
  package let onEditingChanged: (Bool) -> Void
  package let valueLocation: AnyObject?

  package init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label
    let lower = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - lower
    self.value = { span == 0 ? 0 : (Double(value.wrappedValue) - lower) / span }
    self.setFraction = { fraction in
      var new = lower + min(1, max(0, fraction)) * span
      if let step, step > 0 {
        let stride = Double(step)
        new = min(Double(bounds.upperBound), lower + (((new - lower) / stride).rounded()) * stride)
      }
      value.wrappedValue = V(new)
    }
    self.onEditingChanged = onEditingChanged
    self.valueLocation = value.location
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider of `value` within `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(),
      onEditingChanged: onEditingChanged)
  }

  /// Creates a slider of `value` within `bounds`, by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(),
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider of `value` within `bounds` with a label (used for accessibility; not drawn).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
  }

  /// Creates a slider of `value` within `bounds`, by `step`, with a label (not drawn).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView, LayoutBehavior {
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: label, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    CGSize(width: proposal.width.map { $0.isFinite ? $0 : 200 } ?? 200, height: 34)
  }

  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  // The label names the slider for accessibility; a phone draws no label beside it.
  package func paintOrder(of node: ViewNode) -> [ViewNode] { [] }

  package func nodeDidUpdate(_ node: ViewNode) {
    if let location = valueLocation as? AnyLocation { node.observe(location) }
  }

  package func makePlatformView(for node: ViewNode) -> UIView? { HostedSliderView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let slider = view as? HostedSliderView else { return }
    slider.accessibilityLabel = node.textContent
    slider.fraction = DependencyRecorder.untracked { value() }
    slider.setFraction = setFraction
    slider.onEditingChanged = onEditingChanged
  }
}

/// The UIKit view that draws a `Slider`: a track the width of the view and a thumb of 28 points.
public final class HostedSliderView: UIView {
  /// The thumb's diameter, in points.
  public static let thumbSize: CGFloat = 28
  /// Where the value lies between the bounds, from 0 to 1.
  public internal(set) var fraction: Double = 0
  package var setFraction: (@MainActor (Double) -> Void)?
  package var onEditingChanged: ((Bool) -> Void)?
  private var isTracking = false

  /// The centre of the thumb for `fraction`, in this view's coordinates.
  public func thumbCenter(for fraction: Double) -> CGPoint {
    let travel = max(0, bounds.width - Self.thumbSize)
    return CGPoint(
      x: Self.thumbSize / 2 + travel * CGFloat(min(1, max(0, fraction))), y: bounds.midY)
  }

  private func fraction(at point: CGPoint) -> Double {
    let travel = max(1, bounds.width - Self.thumbSize)
    return Double(min(1, max(0, (point.x - Self.thumbSize / 2) / travel)))
  }

  /// Starts a drag: only a touch on the thumb moves it, as in `UISlider`.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let thumb = thumbCenter(for: fraction)
    let point = touch.location(in: self)
    guard abs(point.x - thumb.x) <= Self.thumbSize / 2 + 8 else { return }
    isTracking = true
    onEditingChanged?(true)
  }

  /// Moves the thumb with the finger, writing the value.
  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    setFraction?(fraction(at: touch.location(in: self)))
  }

  /// Ends the drag at the finger: writes the value, then editing ends.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    isTracking = false
    let final = fraction(at: touch.location(in: self))
    trace(.gesture, "Slider value at \(Int((final * 100).rounded()))% of its range")
    setFraction?(final)
    onEditingChanged?(false)
  }

  /// Ends a drag a recognizer took: editing ends where the thumb is.
  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    onEditingChanged?(false)
  }
}
