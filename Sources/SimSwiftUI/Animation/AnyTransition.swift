/// How a view enters and leaves when the change that inserts or removes it animates.
///
/// The simulator records the transition in the trace; a leaving view stays drawn (and untouchable)
/// until the animation's duration has passed on the virtual clock.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
  /// The transition's description, as in `.move(edge: .bottom)`.
  public let description: String

  package init(description: String) {
    self.description = description
  }

  /// Fades in and out.
  public static let opacity = AnyTransition(description: ".opacity")
  /// Scales in and out.
  public static let scale = AnyTransition(description: ".scale")
  /// Appears and disappears at once.
  public static let identity = AnyTransition(description: ".identity")
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition(description: ".slide")

  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: ".move(edge: .\(edge))")
  }

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      description:
        ".asymmetric(insertion: \(insertion.description), removal: \(removal.description))"
    )
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: "\(description).combined(with: \(other.description))")
  }

  /// The same transition with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(description: "\(description).animation(\(animation?.description ?? "nil"))")
  }
}

/// Sets the content's transition.
public struct _TransitionModifier: ViewModifier {
  package let transition: AnyTransition
  /// A primitive modifier has no body.
  public typealias Body = Never
}

extension _TransitionModifier: PrimitiveModifier {}

extension View {
  /// Sets how the view enters and leaves in an animated change.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(_TransitionModifier(transition: transition))
  }
}

/// Finds the transition that applies to an inserted or removed node.
@MainActor
package enum TransitionTrait {
  /// The nearest `.transition` on `node` or on the modifiers and composites inside it.
  package static func find(in node: ViewNode) -> AnyTransition? {
    var current: ViewNode? = node
    while let candidate = current {
      if let modifier = candidate.view.asModifiedContent?.modifierValue
        as? _TransitionModifier
      {
        return modifier.transition
      }
      guard candidate.children.count == 1 else { return nil }
      current = candidate.children.first
    }
    return nil
  }
}
