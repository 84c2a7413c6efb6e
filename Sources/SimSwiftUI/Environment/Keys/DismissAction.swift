/// Dismisses the current presentation: the value of `@Environment(\.dismiss)`.
public struct DismissAction {
  package let action: @MainActor () -> Void

  package init(action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// Dismisses the presentation the view is in; does nothing outside a presentation.
  @preconcurrency @MainActor
  public func callAsFunction() {
    action()
  }
}

private struct DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
  /// The action that dismisses the view's presentation.
  public var dismiss: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }
}
