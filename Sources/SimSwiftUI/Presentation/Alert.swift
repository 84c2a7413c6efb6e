/// An alert described the iOS 13 way, for `.alert(isPresented:content:)`.
@preconcurrency @MainActor
public struct Alert {
  /// A button of an alert.
  public struct Button {
    package let title: String
    package let style: UIAlertAction.Style
    package let action: (@MainActor () -> Void)?

    /// A default button.
    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(title: label.string, style: .default, action: action)
    }

    /// A cancel button with a custom label.
    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(title: label.string, style: .cancel, action: action)
    }

    /// A cancel button labelled "Cancel".
    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      Button(title: "Cancel", style: .cancel, action: action)
    }

    /// A destructive button.
    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {})
      -> Button
    {
      Button(title: label.string, style: .destructive, action: action)
    }
  }

  package let title: String
  package let message: String?
  package let buttons: [Button]
  package var textFields: [ExtractedTextField] = []

  /// An alert with one button, "OK" by default.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.string
    self.message = message?.string
    self.buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.string
    self.message = message?.string
    self.buttons = [primaryButton, secondaryButton]
  }
}

/// Presents a `UIAlertController` from the nearest hosting controller while a binding is true.
///
/// Tapping any of its buttons dismisses it, sets the binding to false and runs the button's action.
public struct _AlertModifier: ViewModifier {
  package let isPresented: Binding<Bool>
  package let makeAlert: @MainActor () -> Alert
  package let style: UIAlertController.Style
  /// A primitive modifier has no body.
  public typealias Body = Never
}

@MainActor
private final class AlertState {
  weak var controller: UIAlertController?
}

extension _AlertModifier: PrimitiveModifier {
  package func nodeDidUpdate(_ node: ViewNode) {
    let state = node.primitiveState as? AlertState ?? AlertState()
    node.primitiveState = state
    let wanted = node.read(isPresented)
    guard let host = node.graph.host else { return }
    if wanted, state.controller == nil {
      let alert = makeAlert()
      let binding = isPresented
      let controller = host.simulation.withCurrent {
        UIAlertController(title: alert.title, message: alert.message, preferredStyle: style)
      }
      for field in alert.textFields { controller.addTextField(field.makeField()) }
      for button in alert.buttons {
        controller.addAction(
          UIAlertAction(title: button.title, style: button.style) { _ in
            binding.wrappedValue = false
            button.action?()
          })
      }
      state.controller = controller
      host.trace(
        .swiftUI,
        "alert: present(\(controller.objectName)) on nearest hosting controller \(host.objectName)")
      node.graph.afterUpdate { [weak node] in
        if let node { anchor(controller, to: node) }
        host.present(controller, animated: true)
      }
    } else if !wanted, let controller = state.controller {
      state.controller = nil
      if controller.presentingViewController != nil, !controller.isBeingDismissed {
        node.graph.afterUpdate { controller.dismiss(animated: true) }
      }
    }
  }
}

extension _AlertModifier {
  /// Anchors an action sheet that presents as a popover (on a regular-width tablet) to the view the
  /// modifier is attached to, as SwiftUI does: the hosting view, at that view's frame after the
  /// update's layout (FIDELITY 12.16, 12.25). Where the action sheet is no popover (a phone, a
  /// compact window) there is nothing to anchor.
  fileprivate func anchor(_ controller: UIAlertController, to node: ViewNode) {
    guard style == .actionSheet, let popover = controller.popoverPresentationController,
      let hostingView = node.graph.hostingView
    else { return }
    popover.sourceView = hostingView
    popover.sourceRect = node.hasFrame ? node.frame : hostingView.bounds
    node.graph.host?.trace(
      .swiftUI,
      "confirmationDialog: \(controller.objectName) anchored to \(hostingView.objectName) at (\(popover.sourceRect.minX.compactDescription) \(popover.sourceRect.minY.compactDescription); \(popover.sourceRect.width.compactDescription) \(popover.sourceRect.height.compactDescription))"
    )
  }
}

extension View {
  /// Presents the alert `content` builds while `isPresented` is true (the iOS 13 form).
  public func alert(isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert)
    -> some View
  {
    modifier(_AlertModifier(isPresented: isPresented, makeAlert: content, style: .alert))
  }

  /// Presents an alert with a title, the buttons of `actions` and a message (the iOS 15 form).
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A,
    @ViewBuilder message: @escaping @MainActor () -> M
  ) -> some View {
    let title = String(title)
    return modifier(
      _AlertModifier(
        isPresented: isPresented,
        makeAlert: { Alert(built: title, actions: actions(), message: message()) }, style: .alert))
  }

  /// Presents an alert with a title and the buttons of `actions` (the iOS 15 form).
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// Presents an action sheet with a title, the buttons of `actions` and a message.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping @MainActor () -> A,
    @ViewBuilder message: @escaping @MainActor () -> M
  ) -> some View {
    let title = String(title)
    return modifier(
      _AlertModifier(
        isPresented: isPresented,
        makeAlert: { Alert(built: title, actions: actions(), message: message()) },
        style: .actionSheet))
  }

  /// Presents an action sheet with a title and the buttons of `actions`.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping @MainActor () -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions
    ) { EmptyView() }
  }
}

extension View {
  /// Presents an alert for `data` while `isPresented` is true and `data` is not nil: the actions
  /// and the message are built from the data (iOS 15).
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A,
    @ViewBuilder message: @escaping @MainActor (T) -> M
  ) -> some View {
    let title = String(title)
    return modifier(
      _AlertModifier(
        isPresented: presence(isPresented, data),
        makeAlert: {
          guard let data else {
            return Alert(built: title, actions: EmptyView(), message: EmptyView())
          }
          return Alert(built: title, actions: actions(data), message: message(data))
        }, style: .alert))
  }

  /// Presents an alert for `data` while `isPresented` is true and `data` is not nil (iOS 15).
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping @MainActor (T) -> A
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
  }

  /// Presents an action sheet for `data` while `isPresented` is true and `data` is not nil
  /// (iOS 15).
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A,
    @ViewBuilder message: @escaping @MainActor (T) -> M
  ) -> some View {
    let title = String(title)
    return modifier(
      _AlertModifier(
        isPresented: presence(isPresented, data),
        makeAlert: {
          guard let data else {
            return Alert(built: title, actions: EmptyView(), message: EmptyView())
          }
          return Alert(built: title, actions: actions(data), message: message(data))
        }, style: .actionSheet))
  }

  /// Presents an action sheet for `data` while `isPresented` is true and `data` is not nil
  /// (iOS 15).
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping @MainActor (T) -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions
    ) { _ in EmptyView() }
  }
}

/// Whether a presentation with data shows: its binding is true and the data is there. Writing
/// false writes the binding.
private func presence<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
  let hasData = data != nil
  return Binding<Bool>(
    location: isPresented.location, get: { hasData && isPresented.wrappedValue },
    set: { value, transaction in isPresented.transaction(transaction).wrappedValue = value })
}

extension Alert {
  @MainActor
  init(built title: String, actions: any View, message: any View) {
    self.title = title
    let text = message as? Text
    self.message = text?.string
    var buttons = ButtonExtractor.buttons(in: actions).map { button in
      Button(
        title: button.title,
        style: button.role == .cancel
          ? .cancel : button.role == .destructive ? .destructive : .default,
        action: button.action)
    }
    if buttons.isEmpty { buttons = [.default(Text("OK"))] }
    self.buttons = buttons
    self.textFields = ExtractedTextField.fields(in: actions)
  }
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
