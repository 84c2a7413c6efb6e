import Foundation

/// One child a primitive view asks the graph to keep: its identity key, its view value and the
/// environment it sees.
package struct ChildSpec {
  package var key: AnyHashable
  package var view: any View
  package var environment: EnvironmentValues

  package init(key: AnyHashable, view: any View, environment: EnvironmentValues) {
    self.key = key
    self.view = view
    self.environment = environment
  }
}

/// A view the graph renders itself instead of evaluating a body.
@MainActor
package protocol PrimitiveView {
  /// The children to reconcile, each with a key that gives it its identity.
  func children(of node: ViewNode) -> [ChildSpec]
  /// Whether the children are separate layout elements (blocks, groups, ForEach, conditionals).
  var isMultiView: Bool { get }
  /// How the view lays out and draws, or nil when it is transparent to layout.
  var layoutBehavior: (any LayoutBehavior)? { get }
  /// Called after the node was updated with this value.
  func nodeDidUpdate(_ node: ViewNode)
  /// Called before the node is removed from the graph.
  func nodeWillTearDown(_ node: ViewNode)
}

extension PrimitiveView {
  package var isMultiView: Bool { false }
  package var layoutBehavior: (any LayoutBehavior)? { self as? any LayoutBehavior }
  package func nodeDidUpdate(_ node: ViewNode) {}
  package func nodeWillTearDown(_ node: ViewNode) {}
}

/// How a primitive takes part in layout and drawing: SwiftUI's propose, choose, place.
@MainActor
package protocol LayoutBehavior {
  /// The size the view chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Places the node's children inside `rect` (hosting-view coordinates); `safeArea` holds the
  /// safe-area insets that reach the rectangle's edges.
  func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets)
  /// The children in drawing order, back to front.
  func paintOrder(of node: ViewNode) -> [ViewNode]
  /// The UIKit view that draws the node, or nil when it draws nothing of its own.
  func makePlatformView(for node: ViewNode) -> UIView?
  /// Brings the node's UIKit view up to date.
  func updatePlatformView(_ view: UIView, node: ViewNode)
}

extension LayoutBehavior {
  package func paintOrder(of node: ViewNode) -> [ViewNode] { node.children }
  package func makePlatformView(for node: ViewNode) -> UIView? { nil }
  package func updatePlatformView(_ view: UIView, node: ViewNode) {}
}

/// A modifier the graph applies itself.
@MainActor
package protocol PrimitiveModifier {
  /// The children of the modified view: by default, the content alone.
  func children(content: any View, node: ViewNode) -> [ChildSpec]
  /// Called after the node was updated with this modifier.
  func nodeDidUpdate(_ node: ViewNode)
  /// Called before the node is removed from the graph.
  func nodeWillTearDown(_ node: ViewNode)
}

extension PrimitiveModifier {
  package func children(content: any View, node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func nodeDidUpdate(_ node: ViewNode) {}
  package func nodeWillTearDown(_ node: ViewNode) {}
}

/// A modified view, seen without its generic parameters.
@MainActor
package protocol ModifiedContentProtocol {
  var contentView: any View { get }
  var modifierValue: Any { get }
}

/// Marks `Optional`, so that a cast to ``ModifiedContentProtocol`` does not look through an
/// optional view (Swift's casts unwrap optionals).
package protocol OptionalMarker {}

extension Optional: OptionalMarker {}

extension View {
  /// This view as a modified view, or nil; an optional view is never one, whatever it wraps.
  package var asModifiedContent: (any ModifiedContentProtocol)? {
    if self is any OptionalMarker { return nil }
    return self as? any ModifiedContentProtocol
  }
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
  package var contentView: any View { content }
  package var modifierValue: Any { modifier }

  /// The body of a modifier written with `body(content:)`.
  @MainActor package func customBody() -> any View {
    modifier.body(content: _ViewModifier_Content(content: content))
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  package func children(of node: ViewNode) -> [ChildSpec] {
    guard let primitive = modifier as? any PrimitiveModifier else { return [] }
    return primitive.children(content: content, node: node)
  }
  package var layoutBehavior: (any LayoutBehavior)? { modifier as? any LayoutBehavior }
  package func nodeDidUpdate(_ node: ViewNode) {
    (modifier as? any PrimitiveModifier)?.nodeDidUpdate(node)
  }
  package func nodeWillTearDown(_ node: ViewNode) {
    (modifier as? any PrimitiveModifier)?.nodeWillTearDown(node)
  }
}
