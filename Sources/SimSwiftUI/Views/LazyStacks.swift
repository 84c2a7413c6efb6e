public import Foundation

/// Which kinds of child of a lazy stack stay pinned to the scroll view's bounds while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// Creates the set from its raw bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical stack that, on a device, creates its rows only as they scroll into view.
///
/// The simulator lays it out as a ``VStack`` and builds every row at once, so `onAppear` runs for
/// rows a device would not have created yet; the first update that shows it records a warning
/// saying so. Pinned views are not pinned.
public struct LazyVStack<Content: View>: View {
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let content: Content

  /// Creates a lazy vertical stack.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// A horizontal stack that, on a device, creates its children only as they scroll into view.
///
/// Laid out as an ``HStack``, with every child built at once (see ``LazyVStack``).
public struct LazyHStack<Content: View>: View {
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let content: Content

  /// Creates a lazy horizontal stack.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view has no body.
  public typealias Body = Never
}

/// Marks a lazy stack's node once its warning has been given.
@MainActor
private final class EagerRowsWarned {}

@MainActor
private func warnOnceAboutEagerRows(_ node: ViewNode, name: String) {
  guard node.primitiveState == nil else { return }
  node.primitiveState = EagerRowsWarned()
  node.graph.simulation.warn(
    "\(name) builds all of its \(node.layoutElementsBelow.count) children at once: the simulator does not defer them until they scroll into view, so their onAppear actions run now."
  )
}

extension LazyVStack: PrimitiveView, LayoutBehavior, StackView {
  package var axis: Axis { .vertical }
  private var layout: StackLayout {
    StackLayout(axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing)
  }
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func nodeDidUpdate(_ node: ViewNode) {
    warnOnceAboutEagerRows(node, name: "LazyVStack")
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    layout.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    layout.place(node.layoutElementsBelow, in: rect, safeArea: safeArea)
  }
}

extension LazyHStack: PrimitiveView, LayoutBehavior, StackView {
  package var axis: Axis { .horizontal }
  private var layout: StackLayout {
    StackLayout(axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing)
  }
  package func children(of node: ViewNode) -> [ChildSpec] {
    [ChildSpec(key: 0, view: content, environment: node.environment)]
  }
  package func nodeDidUpdate(_ node: ViewNode) {
    warnOnceAboutEagerRows(node, name: "LazyHStack")
  }
  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    layout.sizeThatFits(proposal, elements: node.layoutElementsBelow)
  }
  package func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {
    layout.place(node.layoutElementsBelow, in: rect, safeArea: safeArea)
  }
}
