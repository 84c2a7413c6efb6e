/// Runs actions when the content enters or leaves the tree.
///
/// Matches SwiftUI: `onAppear` runs after the update that inserted the view, before the next turn of
/// the main queue; `onDisappear` after the update that removed it (after its removal transition).
public struct _AppearanceActionModifier: ViewModifier {
  package let appear: (@MainActor () -> Void)?
  package let disappear: (@MainActor () -> Void)?
  /// A primitive modifier has no body.
  public typealias Body = Never
}

private final class AppearanceState {
  var didAppear = false
}

extension _AppearanceActionModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let state = node.primitiveState as? AppearanceState ?? AppearanceState()
    node.primitiveState = state
    guard !state.didAppear else { return }
    state.didAppear = true
    if let appear {
      node.graph.afterUpdate {
        node.graph.host?.trace(.swiftUI, "onAppear \(ViewNode.shortName(of: type(of: node.view)))")
        appear()
      }
    }
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    guard let disappear else { return }
    let graph = node.graph
    if graph.isUpdating {
      graph.afterUpdate { disappear() }
    } else {
      disappear()
    }
  }
}

extension View {
  /// Runs `action` when the view appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` when the view disappears.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }
}
