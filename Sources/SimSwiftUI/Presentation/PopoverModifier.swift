public import Foundation

/// Where a popover's arrow points from: a rectangle of the modified view, or a point in it.
public enum PopoverAttachmentAnchor: Sendable, Hashable {
  /// A rectangle: `.rect(.bounds)` is the whole modified view (the default).
  case rect(Source)
  /// A point of the modified view, as a unit point: `(0.5, 0.5)` is its centre.
  case point(UnitPoint)

  /// The rectangle an anchor stands for.
  public enum Source: Sendable, Hashable {
    /// The modified view's bounds.
    case bounds
    /// A rectangle in the modified view's coordinates.
    case rect(CGRect)
  }

  /// The rectangle in the window the anchor stands for, given the modified view's `frame`.
  package func rect(in frame: CGRect) -> CGRect {
    switch self {
    case .rect(.bounds):
      return frame
    case .rect(.rect(let rect)):
      return rect.offsetBy(dx: frame.minX, dy: frame.minY)
    case .point(let point):
      return CGRect(
        x: frame.minX + frame.width * point.x, y: frame.minY + frame.height * point.y, width: 0,
        height: 0)
    }
  }
}

/// Presents content in a popover while a binding is true: `.popover(isPresented:)` and
/// `.popover(item:)`.
///
/// Mapped onto UIKit as FIDELITY 12.23 allows (the mapping itself is an assumption): the content is
/// hosted in a ``PresentationHostingController`` with the `.popover` style, presented from the
/// nearest hosting controller and anchored to the hosting view at the modified view's frame. A
/// popover presentation controller adapts as UIKit's does (a sheet in compact width, FIDELITY
/// 12.11) unless the content asks otherwise with ``View/presentationCompactAdaptation(_:)``, which
/// SwiftUI's own delegate answers (FIDELITY 12.7, 12.9).
public struct _PopoverModifier<PopoverContent: View>: ViewModifier {
  package let isPresented: Binding<Bool>
  package let attachmentAnchor: PopoverAttachmentAnchor
  package let arrowEdge: Edge?
  package let content: @MainActor () -> PopoverContent
  /// The identity of the presented item, read when the modifier updates; nil without an item.
  package let identity: @MainActor () -> AnyHashable?
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// The live state of one `.popover` modifier.
@MainActor
private final class PopoverState {
  var controller: PresentationHostingController<AnyView>?
  /// SwiftUI's delegate of the popover, held here: the presentation controller holds it weakly.
  var delegate: PopoverPresentationDelegate?
  var identity: AnyHashable?
  var isDismissing = false
}

extension _PopoverModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let state = node.primitiveState as? PopoverState ?? PopoverState()
    node.primitiveState = state
    let wanted = node.read(isPresented)
    if wanted, let controller = state.controller, !state.isDismissing {
      if state.identity != identity() {
        // Another item: its content replaces the shown one's (an assumption, as for sheets).
        state.identity = identity()
        controller.rootView = AnyView(content())
      } else if node.lastUpdateMayChangeContent {
        controller.rootView = AnyView(content())
      }
      return
    }
    if wanted, state.controller == nil {
      present(state, from: node)
    } else if !wanted, state.controller != nil, !state.isDismissing {
      dismiss(state, from: node)
    }
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    guard let state = node.primitiveState as? PopoverState, state.controller != nil,
      !state.isDismissing
    else { return }
    dismiss(state, from: node)
  }

  private func present(_ state: PopoverState, from node: ViewNode) {
    guard let host = node.graph.host else { return }
    let controller = host.simulation.withCurrent {
      PresentationHostingController(rootView: AnyView(content()))
    }
    controller.graph.setRootEnvironment(node.environment.presentedContent(isPresented: isPresented))
    controller.modalPresentationStyle = .popover
    state.controller = controller
    state.identity = identity()
    state.isDismissing = false
    let binding = isPresented
    let delegate = PopoverPresentationDelegate()
    delegate.onUserDismissal = { [weak state, weak controller, weak host] in
      guard let state, let controller, let host, state.controller === controller else { return }
      host.trace(.swiftUI, "popover dismissed by the user: isPresented = false")
      state.controller = nil
      binding.wrappedValue = false
    }
    state.delegate = delegate
    let popover = controller.popoverPresentationController
    popover?.delegate = delegate
    popover?.permittedArrowDirections = Self.arrowDirections(for: arrowEdge)
    // SwiftUI reads the content's presentation preferences (its compact adaptation) before it
    // presents: the content is built first.
    controller.loadViewIfNeeded()
    host.trace(
      .swiftUI,
      "popover: present(\(controller.objectName)) on nearest hosting controller \(host.objectName)")
    let anchor = attachmentAnchor
    node.graph.afterUpdate { [weak node] in
      if let node, let hostingView = node.graph.hostingView, let popover {
        popover.sourceView = hostingView
        let frame = node.hasFrame ? node.frame : hostingView.bounds
        popover.sourceRect = anchor.rect(in: frame)
      }
      host.present(controller, animated: true)
    }
  }

  private func dismiss(_ state: PopoverState, from node: ViewNode) {
    guard let controller = state.controller, let presenter = controller.presentingViewController
    else {
      state.controller = nil
      return
    }
    state.isDismissing = true
    node.graph.host?.trace(.swiftUI, "popover: dismiss(\(controller.objectName))")
    node.graph.afterUpdate { [weak state] in
      presenter.dismiss(animated: true) {
        guard let state, state.controller === controller else { return }
        state.controller = nil
        state.isDismissing = false
      }
    }
  }

  /// The arrow directions an arrow edge permits: the edge of the anchor the arrow sits on, so
  /// `.top` puts the popover above its anchor, its arrow pointing down (an assumption from the
  /// parameter's documentation); nil permits any.
  package static func arrowDirections(for edge: Edge?) -> UIPopoverArrowDirection {
    switch edge {
    case nil: .any
    case .top: .down
    case .bottom: .up
    case .leading: .right
    case .trailing: .left
    }
  }
}

extension View {
  /// Presents `content` in a popover while `isPresented` is true, its arrow pointing at
  /// `attachmentAnchor` of this view from `arrowEdge` (nil lets the system choose).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(
      _PopoverModifier(
        isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
        content: content, identity: { nil }))
  }

  /// Presents a popover for `item` while it is not nil; writing nil dismisses it.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    let presence = Binding<Bool>(
      location: item.location, get: { item.wrappedValue != nil },
      set: { value, transaction in
        if !value { item.transaction(transaction).wrappedValue = nil }
      })
    return modifier(
      _PopoverModifier(
        isPresented: presence, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
        content: {
          guard let current = DependencyRecorder.untracked({ item.wrappedValue }) else {
            return AnyView(EmptyView())
          }
          return AnyView(content(current))
        },
        identity: { DependencyRecorder.untracked { item.wrappedValue }.map { AnyHashable($0.id) } }
      ))
  }
}
