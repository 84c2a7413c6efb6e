import SimSwiftUI

/// The state of the sheet scenario: whether the sheet shows, and what the views reported.
final class SheetScenarioModel: ObservableObject {
  @Published var isShowingSheet = false
  /// The number of times the sheet's `onDismiss` ran.
  var dismissals = 0
  /// The number of times the sheet's content body was evaluated.
  var sheetBodyEvaluations = 0
}

/// The root of the scenario: a label and a sheet bound to the model.
struct SheetScenarioRoot: View {
  @ObservedObject var model: SheetScenarioModel

  var body: some View {
    VStack {
      Text(model.isShowingSheet ? "sheet shown" : "sheet hidden")
    }
    .sheet(isPresented: $model.isShowingSheet, onDismiss: { model.dismissals += 1 }) {
      SheetScenarioContent(model: model)
    }
  }
}

/// The content of the sheet.
struct SheetScenarioContent: View {
  let model: SheetScenarioModel

  var body: some View {
    model.sheetBodyEvaluations += 1
    return VStack {
      Text("In the sheet")
      Button("Close") { model.isShowingSheet = false }
    }
  }
}
