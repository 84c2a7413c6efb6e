extension EnvironmentValues {
  /// The environment of a modal's content, from the environment of the view that presents it: it
  /// is presented, its `dismiss` and `presentationMode` set `isPresented` to false, and it starts
  /// outside any navigation stack.
  @MainActor
  func presentedContent(isPresented: Binding<Bool>) -> EnvironmentValues {
    var environment = self
    environment.isPresented = true
    environment.presentationMode = .constant(
      PresentationMode(isPresented: true) { isPresented.wrappedValue = false })
    environment.dismiss = DismissAction { isPresented.wrappedValue = false }
    environment.navigationContext = nil
    return environment
  }
}
