public import SimSwiftUI

/// The sheet of the probe exhibit: a button that toggles `disable`, carrying the probe, and, when
/// the model asks for it, the native `interactiveDismissDisabled(_:)` beside it.
public struct ProbeSheetContent: View {
  @ObservedObject private var model: ProbeModel
  private let setup: ProbeSetup
  private let journal: ProbeJournal

  /// Creates the sheet's content.
  public init(model: ProbeModel, setup: ProbeSetup, journal: ProbeJournal) {
    self.model = model
    self.setup = setup
    self.journal = journal
  }

  /// The toggle button with the probe behind it, in a navigation view when the setup says so.
  public var body: some View {
    Group {
      if setup.insideNavigationView {
        NavigationView { toggle }
      } else {
        toggle
      }
    }
    .interactiveDismissDisabled(model.nativeDisabled ?? false)
    .onChange(of: model.attempt) { _ in model.attemptsSeen += 1 }
  }

  private var toggle: some View {
    VStack {
      Button("disable: \(model.disable ? "true" : "false")") { model.disable.toggle() }
        .interactiveDismissDisabled(
          model.disable, attempt: $model.attempt, setup: setup, journal: journal)
    }
  }
}
