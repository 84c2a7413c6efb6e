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
