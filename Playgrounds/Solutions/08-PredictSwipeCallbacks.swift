// Exercise 8 — reference solution.

let predictedWhenRefused: [String] = [
  "presentationControllerShouldDismiss",
  "presentationControllerDidAttemptToDismiss",
]

let predictedWhenAllowed: [String] = [
  "presentationControllerShouldDismiss",
  "presentationControllerWillDismiss",
  "presentationControllerDidDismiss",
]
