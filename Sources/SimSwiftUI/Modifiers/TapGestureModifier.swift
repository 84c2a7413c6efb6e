import Foundation

/// Runs an action when the content is tapped. The tap arrives through UIKit hit-testing: a touch on
/// one of the content's views travels up the responder chain to the ``HostedGestureView`` around it.
public struct _TapGestureModifier: ViewModifier {
  package let count: Int
  package let action: @MainActor () -> Void
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _TapGestureModifier: PrimitiveModifier, PassThroughLayout {
  package func makePlatformView(for node: ViewNode) -> UIView? { HostedGestureView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let view = view as? HostedGestureView else { return }
    view.action = action
    view.count = count
  }
}

/// The UIKit view that receives taps for `.onTapGesture`.
public final class HostedGestureView: UIView {
  package var action: (@MainActor () -> Void)?
  package var count = 1

  /// Ends a tap: runs the action if the touch lifted inside the view.
  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)),
      touch.tapCount == count
    else { return }
    trace(.gesture, "onTapGesture")
    action?()
  }

  /// Swallows the start of a tap.
  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

extension View {
  /// Runs `action` when the view is tapped `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    modifier(_TapGestureModifier(count: count, action: action))
  }
}
