public import Foundation

/// A SwiftUI view that wraps a UIKit view: the bridge from SwiftUI into UIKit (FIDELITY 7.5).
///
/// Matches SwiftUI's timing as the simulator models it: `makeCoordinator()`, `makeUIView(context:)`
/// and the first `updateUIView(_:context:)` all run before the view is inserted into the hosting
/// view, so the view has no window and no responder chain above it yet (an assumption for the
/// first update; see `docs/swiftui-assumptions.md`). Later updates run when the representable's
/// inputs change. `dismantleUIView(_:coordinator:)` runs when it leaves the tree.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of UIKit view.
  associatedtype UIViewType: UIView
  /// The type of the coordinator, which relays UIKit callbacks back to SwiftUI.
  associatedtype Coordinator = Void
  /// The context passed to each call.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view, once.
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Brings the UIKit view up to date with this value.
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Cleans up before the view is removed.
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Makes the coordinator, once, before the view.
  func makeCoordinator() -> Self.Coordinator
  /// The size the view chooses for a proposal, or nil to take the proposal.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
    -> CGSize?
}

extension UIViewRepresentable {
  /// Does nothing by default.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

  /// Takes the proposal by default.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? {
    nil
  }
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator by default.
  public func makeCoordinator() {}
}

/// What a representable's calls receive: its coordinator, the transaction and the environment.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator made by `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment of the representable.
  public var environment: EnvironmentValues
}

/// The live parts of a representable: its coordinator and its UIKit view.
private final class RepresentableViewState<Representable: UIViewRepresentable> {
  let coordinator: Representable.Coordinator
  let uiView: Representable.UIViewType

  init(coordinator: Representable.Coordinator, uiView: Representable.UIViewType) {
    self.coordinator = coordinator
    self.uiView = uiView
  }
}

extension UIViewRepresentable {
  package var adapter: any PrimitiveView { UIViewRepresentableAdapter(representable: self) }
}

/// Drives a ``UIViewRepresentable`` from the view graph.
@MainActor
private struct UIViewRepresentableAdapter<Representable: UIViewRepresentable>: PrimitiveView,
  LayoutBehavior
{
  let representable: Representable

  func children(of node: ViewNode) -> [ChildSpec] { [] }

  private func context(_ node: ViewNode, _ coordinator: Representable.Coordinator)
    -> Representable.Context
  {
    UIViewRepresentableContext(
      coordinator: coordinator, transaction: node.graph.transaction,
      environment: node.environment)
  }

  func nodeDidUpdate(_ node: ViewNode) {
    let name = ViewNode.shortName(of: Representable.self)
    let host = node.graph.host
    if let state = node.primitiveState as? RepresentableViewState<Representable> {
      guard node.lastUpdateChangedInputs else { return }
      host?.trace(.swiftUI, "\(name) updateUIView(\(state.uiView.objectName))")
      representable.updateUIView(state.uiView, context: context(node, state.coordinator))
      return
    }
    let coordinator = representable.makeCoordinator()
    let uiView = representable.makeUIView(context: context(node, coordinator))
    host?.trace(
      .swiftUI,
      "\(name) makeUIView -> \(uiView.objectName), window: \(uiView.window.map { "\($0.objectName)" } ?? "nil")"
    )
    node.primitiveState = RepresentableViewState<Representable>(
      coordinator: coordinator, uiView: uiView)
    node.platformView = uiView
    let firstUpdate: @MainActor () -> Void = { [weak node] in
      guard let node else { return }
      host?.trace(
        .swiftUI,
        "\(name) updateUIView(\(uiView.objectName)), window: \(uiView.window.map { "\($0.objectName)" } ?? "nil")"
      )
      representable.updateUIView(uiView, context: context(node, coordinator))
    }
    if node.graph.simulation.swiftUIAssumptions.firstRepresentableUpdateBeforeInsertion {
      firstUpdate()
    } else {
      node.graph.simulation.mainQueue.enqueue(label: "first representable update", firstUpdate)
    }
  }

  func nodeWillTearDown(_ node: ViewNode) {
    guard let state = node.primitiveState as? RepresentableViewState<Representable> else { return }
    node.graph.host?.trace(
      .swiftUI, "\(ViewNode.shortName(of: Representable.self)) dismantleUIView")
    Representable.dismantleUIView(state.uiView, coordinator: state.coordinator)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let state = node.primitiveState as? RepresentableViewState<Representable>,
      let size = representable.sizeThatFits(
        proposal, uiView: state.uiView, context: context(node, state.coordinator))
    {
      return size
    }
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  func makePlatformView(for node: ViewNode) -> UIView? {
    (node.primitiveState as? RepresentableViewState<Representable>)?.uiView
  }
}
