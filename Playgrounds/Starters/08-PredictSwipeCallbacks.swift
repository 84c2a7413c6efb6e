// Exercise 8 — Predict the callbacks of a swipe
//
// An editor is presented as a sheet. Its presentation delegate implements the four dismissal
// callbacks: presentationControllerShouldDismiss, presentationControllerWillDismiss,
// presentationControllerDidDismiss and presentationControllerDidAttemptToDismiss.
//
// The user swipes the editor down twice: first while the delegate refuses (ShouldDismiss returns
// false), then while it allows. Write, in order, the callbacks UIKit sends each time.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-08)
// Hint:   swift run responder-lab learn hint 8

// TODO: a popular blog post says willDismiss comes first. Does it?
let predictedWhenRefused: [String] = [
  "presentationControllerWillDismiss",
  "presentationControllerShouldDismiss",
]

let predictedWhenAllowed: [String] = [
  "presentationControllerWillDismiss",
  "presentationControllerShouldDismiss",
  "presentationControllerDidDismiss",
]
