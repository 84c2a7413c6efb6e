import Foundation

/// A SwiftUI view that wraps a UIKit view controller (FIDELITY 7).
///
/// The controller becomes a child of the nearest enclosing hosting controller; its view is drawn
/// where the representable is laid out. `makeUIViewController(context:)` and the first
/// `updateUIViewController(_:context:)` run before the controller's view is in a window.
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The type of UIKit view controller.
  associatedtype UIViewControllerType: UIViewController
  /// The type of the coordinator.
  associatedtype Coordinator = Void
  /// The context passed to each call.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once.
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  /// Brings the controller up to date with this value.
  func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// Cleans up before the controller is removed.
  static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  /// Makes the coordinator, once, before the controller.
  func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
  /// Does nothing by default.
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator by default.
  public func makeCoordinator() {}
}

/// What a controller representable's calls receive.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator made by `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment of the representable.
  public var environment: EnvironmentValues
}

private final class RepresentableControllerState<
  Representable: UIViewControllerRepresentable
> {
  let coordinator: Representable.Coordinator
  let controller: Representable.UIViewControllerType
  var didMoveToParent = false

  init(coordinator: Representable.Coordinator, controller: Representable.UIViewControllerType) {
    self.coordinator = coordinator
    self.controller = controller
  }
}

extension UIViewControllerRepresentable {
  package var adapter: any PrimitiveView {
    UIViewControllerRepresentableAdapter(representable: self)
  }
}

@MainActor
private struct UIViewControllerRepresentableAdapter<
  Representable: UIViewControllerRepresentable
>: PrimitiveView, LayoutBehavior {
  let representable: Representable

  func children(of node: ViewNode) -> [ChildSpec] { [] }

  private func context(_ node: ViewNode, _ coordinator: Representable.Coordinator)
    -> Representable.Context
  {
    UIViewControllerRepresentableContext(
      coordinator: coordinator, transaction: node.graph.transaction,
      environment: node.environment)
  }

  func nodeDidUpdate(_ node: ViewNode) {
    let name = ViewNode.shortName(of: Representable.self)
    let host = node.graph.host
    if let state = node.primitiveState as? RepresentableControllerState<Representable> {
      guard node.lastUpdateChangedInputs else { return }
      host?.trace(.swiftUI, "\(name) updateUIViewController(\(state.controller.objectName))")
      representable.updateUIViewController(
        state.controller, context: context(node, state.coordinator))
      return
    }
    let coordinator = representable.makeCoordinator()
    let controller = representable.makeUIViewController(context: context(node, coordinator))
    host?.trace(.swiftUI, "\(name) makeUIViewController -> \(controller.objectName)")
    let state = RepresentableControllerState<Representable>(
      coordinator: coordinator, controller: controller)
    node.primitiveState = state
    host?.addChild(controller)
    let firstUpdate: @MainActor () -> Void = { [weak node] in
      guard let node else { return }
      host?.trace(.swiftUI, "\(name) updateUIViewController(\(controller.objectName))")
      representable.updateUIViewController(controller, context: context(node, coordinator))
    }
    if node.graph.simulation.swiftUIAssumptions.firstRepresentableUpdateBeforeInsertion {
      firstUpdate()
    } else {
      node.graph.simulation.mainQueue.enqueue(label: "first representable update", firstUpdate)
    }
    node.graph.afterUpdate { [weak host] in
      guard let host, !state.didMoveToParent, controller.parent === host else { return }
      state.didMoveToParent = true
      controller.didMove(toParent: host)
    }
  }

  func nodeWillTearDown(_ node: ViewNode) {
    guard let state = node.primitiveState as? RepresentableControllerState<Representable> else {
      return
    }
    state.controller.willMove(toParent: nil)
    state.controller.viewIfLoaded?.removeFromSuperview()
    state.controller.removeFromParent()
    Representable.dismantleUIViewController(state.controller, coordinator: state.coordinator)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(of node: ViewNode, in rect: CGRect, safeArea: EdgeInsets) {}

  func makePlatformView(for node: ViewNode) -> UIView? {
    (node.primitiveState as? RepresentableControllerState<Representable>)?.controller.view
  }
}
