public import Foundation

/// A visual effect on the content: clipping, blur, shadow, opacity, an accessibility identifier.
/// Each is drawn by a ``HostedEffectView`` around the content's views.
public struct _EffectModifier: ViewModifier {
  /// The kinds of effect.
  package enum Effect: Equatable {
    case clipped
    case blur(CGFloat)
    case shadow(CGFloat)
    case opacity(Double)
    case accessibilityIdentifier(String)
    case hidden
    case disabled(Bool)
    case cornerRadius(CGFloat)
  }
  package let effect: Effect
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _EffectModifier: PrimitiveModifier, PassThroughLayout {
  package func makePlatformView(for node: ViewNode) -> UIView? { HostedEffectView() }

  package func updatePlatformView(_ view: UIView, node: ViewNode) {
    guard let view = view as? HostedEffectView else { return }
    switch effect {
    case .clipped: view.clipsToBounds = true
    case .blur(let radius): view.blurRadius = radius
    case .shadow(let radius): view.shadowRadius = radius
    case .opacity(let value): view.alpha = CGFloat(value)
    case .accessibilityIdentifier(let identifier): view.accessibilityIdentifier = identifier
    case .hidden: view.isHidden = true
    case .disabled(let disabled): view.isUserInteractionEnabled = !disabled
    case .cornerRadius: view.clipsToBounds = true
    }
  }
}

/// The UIKit view that applies an effect to the views inside it. It is transparent to touches
/// itself: only its subviews can be hit.
public final class HostedEffectView: UIView {
  /// The blur radius, 0 for none.
  public internal(set) var blurRadius: CGFloat = 0
  /// The shadow radius, 0 for none.
  public internal(set) var shadowRadius: CGFloat = 0

  /// The hit subview, never this view itself.
  public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = defaultHitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

extension View {
  /// Clips the view's drawing to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(_EffectModifier(effect: .clipped))
  }

  /// Blurs the view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_EffectModifier(effect: .blur(radius)))
  }

  /// Draws a shadow under the view.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    modifier(_EffectModifier(effect: .shadow(radius)))
  }

  /// Sets the view's opacity.
  public func opacity(_ opacity: Double) -> some View {
    modifier(_EffectModifier(effect: .opacity(opacity)))
  }

  /// Sets the identifier tests use to find the view.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(_EffectModifier(effect: .accessibilityIdentifier(identifier)))
  }

  /// Turns off touches to the view and the views inside it.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_EffectModifier(effect: .disabled(disabled)))
  }

  /// Clips the view to a rounded rectangle.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(_EffectModifier(effect: .cornerRadius(radius)))
  }

  /// Hides the view; it still takes its space.
  public func hidden() -> some View {
    modifier(_EffectModifier(effect: .hidden))
  }
}
