public import SimSwiftUI

/// The probe exhibit's root screen: a "show sheet" button whose sheet holds ``ProbeSheetContent``.
public struct ProbeLauncherScreen: View {
  @ObservedObject private var model: ProbeModel
  private let setup: ProbeSetup
  private let journal: ProbeJournal

  /// Creates the screen.
  public init(model: ProbeModel, setup: ProbeSetup, journal: ProbeJournal) {
    self.model = model
    self.setup = setup
    self.journal = journal
  }

  /// The button and its sheet.
  public var body: some View {
    VStack {
      Button("show sheet") { model.isShowingSheet = true }
    }
    .sheet(isPresented: $model.isShowingSheet) {
      ProbeSheetContent(model: model, setup: setup, journal: journal)
    }
  }
}

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

  /// The toggle button with the probe behind it.
  public var body: some View {
    VStack {
      Button("disable: \(model.disable ? "true" : "false")") { model.disable.toggle() }
        .interactiveDismissDisabled(
          model.disable, attempt: $model.attempt, setup: setup, journal: journal)
    }
    .interactiveDismissDisabled(model.nativeDisabled ?? false)
    .onChange(of: model.attempt) { _ in model.attemptsSeen += 1 }
  }
}
