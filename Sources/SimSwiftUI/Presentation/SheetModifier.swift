/// Presents content modally while a binding is true: `.sheet` and `.fullScreenCover`.
///
/// Matches SwiftUI as FIDELITY 7 describes it: the content is hosted in a
/// ``PresentationHostingController`` (7.1), and `present(_:animated:completion:)` is called on the
/// hosting controller nearest to the modified view (7.2), which UIKit may forward (7.4).
public struct _SheetModifier<SheetContent: View>: ViewModifier {
  package let isPresented: Binding<Bool>
  package let onDismiss: (@MainActor () -> Void)?
  package let content: @MainActor () -> SheetContent
  package let style: UIModalPresentationStyle
  /// The identity of the presented item, read when the modifier updates; nil without an item.
  package let identity: @MainActor () -> AnyHashable?
  /// A primitive modifier has no body.
  public typealias Body = Never
}

/// The live state of one `.sheet` modifier.
@MainActor
private final class SheetState {
  var controller: PresentationHostingController<AnyView>?
  var identity: AnyHashable?
  var isDismissing = false
  /// Whether a new item arrived while the sheet of the old one was shown: the old one is
  /// dismissed, and the new one presented once that dismissal ends.
  var presentsAgainAfterDismissal = false
}

extension _SheetModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let state = node.primitiveState as? SheetState ?? SheetState()
    node.primitiveState = state
    let wanted = node.read(isPresented)
    let identity = self.identity()
    if wanted, let controller = state.controller, !state.isDismissing {
      if state.identity == identity {
        guard node.lastUpdateMayChangeContent else { return }
        controller.graph.setRootEnvironment(
          node.environment.presentedContent(isPresented: isPresented))
        controller.rootView = AnyView(content())
        return
      }
      node.graph.host?.trace(
        .swiftUI,
        "sheet item changed while shown: dismiss \(controller.objectName), then present the new item"
      )
      state.presentsAgainAfterDismissal = true
      dismiss(state, from: node)
      return
    }
    if wanted, state.isDismissing, state.identity != identity {
      state.presentsAgainAfterDismissal = true
      return
    }
    if wanted, state.controller == nil {
      // Content that asks for its sheet at its first render waits until its hosting controller's
      // view is in a window; moving into one schedules the update that presents it.
      guard node.graph.host?.viewIfLoaded?.window != nil else { return }
      present(state, from: node)
    } else if !wanted, state.controller != nil, !state.isDismissing {
      dismiss(state, from: node)
    }
  }

  package func nodeWillTearDown(_ node: ViewNode) {
    guard let state = node.primitiveState as? SheetState, state.controller != nil,
      !state.isDismissing
    else { return }
    dismiss(state, from: node)
  }

  private func present(_ state: SheetState, from node: ViewNode) {
    guard let host = node.graph.host else { return }
    let simulation = host.simulation
    let assumptions = simulation.swiftUIAssumptions
    let controller = simulation.withCurrent {
      PresentationHostingController(rootView: AnyView(content()))
    }
    controller.graph.setRootEnvironment(node.environment.presentedContent(isPresented: isPresented))
    controller.modalPresentationStyle = style
    state.controller = controller
    state.identity = identity()
    state.isDismissing = false
    let binding = isPresented
    let onDismiss = self.onDismiss
    // NB: the host is weak here: the sheet keeps this closure, and the host's graph keeps the sheet.
    let userDismissed: @MainActor () -> Void = { [weak state, weak controller, weak host] in
      guard let state, let controller, let host, state.controller === controller else { return }
      host.trace(.swiftUI, "sheet dismissed by the user: isPresented = false")
      state.controller = nil
      binding.wrappedValue = false
      onDismiss?()
    }
    let delegate = SheetPresentationDelegate(
      usedForReset: assumptions.sheetDismissalReset == .presentationControllerDelegate)
    delegate.onUserDismissal = userDismissed
    controller.swiftUIDelegate = delegate
    if assumptions.sheetDismissalReset == .privatePresentedControllerHook {
      controller.privateDismissalHandler = { event in
        guard event == .didDismiss else { return }
        MainActor.assumeIsolated { userDismissed() }
      }
    }
    controller.presentationController?.delegate = delegate
    host.trace(
      .swiftUI,
      "sheet: present(\(controller.objectName)) on nearest hosting controller \(host.objectName)")
    node.graph.afterUpdate {
      host.present(controller, animated: true)
    }
  }

  private func dismiss(_ state: SheetState, from node: ViewNode) {
    guard let controller = state.controller, let presenter = controller.presentingViewController
    else {
      state.controller = nil
      return
    }
    state.isDismissing = true
    let onDismiss = self.onDismiss
    node.graph.host?.trace(.swiftUI, "sheet: dismiss(\(controller.objectName))")
    node.graph.afterUpdate { [weak state, weak node] in
      presenter.dismiss(animated: true) {
        guard let state, state.controller === controller else { return }
        state.controller = nil
        state.isDismissing = false
        onDismiss?()
        if state.presentsAgainAfterDismissal, let node {
          // The new item's sheet: the modifier's next update presents it.
          state.presentsAgainAfterDismissal = false
          node.invalidate(transaction: Transaction())
        }
      }
    }
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(
      _SheetModifier(
        isPresented: isPresented, onDismiss: onDismiss, content: content,
        style: .automatic, identity: { nil }))
  }

  /// Presents a sheet for `item` while it is not nil; a new item (another `id`) while the sheet is
  /// shown dismisses it and presents the new item's sheet once the dismissal ends.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier(
      _SheetModifier(
        isPresented: itemPresence(item), onDismiss: onDismiss,
        content: { itemContent(item, content) }, style: .automatic,
        identity: { itemIdentity(item) }))
  }

  /// Presents `content` full screen for `item` while it is not nil; a new item dismisses the cover
  /// and presents it again.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier(
      _SheetModifier(
        isPresented: itemPresence(item), onDismiss: onDismiss,
        content: { itemContent(item, content) }, style: .fullScreen,
        identity: { itemIdentity(item) }))
  }

  /// Presents `content` full screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(
      _SheetModifier(
        isPresented: isPresented, onDismiss: onDismiss, content: content,
        style: .fullScreen, identity: { nil }))
  }
}

/// Whether `item` is set, as a binding that clears it when set to false.
private func itemPresence<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
  Binding<Bool>(
    location: item.location, get: { item.wrappedValue != nil },
    set: { value, transaction in
      if !value { item.transaction(transaction).wrappedValue = nil }
    })
}

/// The content for the item's current value, read when the presentation builds it.
@MainActor
private func itemContent<Item, Content: View>(
  _ item: Binding<Item?>, _ content: @MainActor (Item) -> Content
) -> AnyView {
  guard let current = DependencyRecorder.untracked({ item.wrappedValue }) else {
    return AnyView(EmptyView())
  }
  return AnyView(content(current))
}

/// The `id` of the item's current value.
@MainActor
private func itemIdentity<Item: Identifiable>(_ item: Binding<Item?>) -> AnyHashable? {
  DependencyRecorder.untracked { item.wrappedValue }.map { AnyHashable($0.id) }
}
