/// Whether the view is presented, and a way to dismiss it: the value of
/// `@Environment(\.presentationMode)`.
public struct PresentationMode {
  /// Whether the view is presented.
  public private(set) var isPresented: Bool
  package let dismissAction: @MainActor () -> Void

  package init(isPresented: Bool, dismissAction: @escaping @MainActor () -> Void) {
    self.isPresented = isPresented
    self.dismissAction = dismissAction
  }

  /// Dismisses the view if it is presented.
  @preconcurrency @MainActor
  public mutating func dismiss() {
    guard isPresented else { return }
    dismissAction()
  }
}

private struct PresentationModeKey: EnvironmentKey {
  static var defaultValue: Binding<PresentationMode> {
    .constant(PresentationMode(isPresented: false, dismissAction: {}))
  }
}

extension EnvironmentValues {
  /// A binding to the presentation state of the view's presentation.
  public var presentationMode: Binding<PresentationMode> {
    get { self[PresentationModeKey.self] }
    set { self[PresentationModeKey.self] = newValue }
  }
}
