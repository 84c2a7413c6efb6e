// Exercise 13 — Predict which hosting controller receives present
//
// The first article's guard, DismissGuard, is a UIHostingController subclass
// (GuardHostingController) that overrides present to become the sheet's delegate. Here it wraps a
// NavigationView whose "Edit" button opens a sheet:
//
//     DismissGuard(blocksDismissal: true, log: log) {
//       NavigationView {
//         Button("Edit") { editing = true }
//           .sheet(isPresented: $editing) { Text("Draft editor") }
//       }
//     }
//
// When Edit is tapped, write three answers: the class on which SwiftUI calls present (without
// generic parameters, such as "UIHostingController"), whether the guard's present override runs
// ("yes" or "no"), and the class of the sheet's presentingViewController.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-13)
// Hint:   swift run responder-lab learn hint 13

let predictedSheetStory: [String] = [
  // TODO: the article expects its guard to see everything. Does it?
  "GuardHostingController",  // SwiftUI calls present on
  "yes",  // the guard's present override runs
  "GuardHostingController",  // the sheet's presentingViewController
]
