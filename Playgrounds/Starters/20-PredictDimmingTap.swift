// Exercise 20 — Predict the screen after a tap on the dimming view
//
// The third article's half panel (Sources/ResponderLabLearn/Kit/HalfPanel.swift) is open: a
// dimming view over the screen and "Panel content" over the bottom half. The user taps the dimming
// view.
//
// Write what is on screen right after the tap, 0.4 s later and 0.7 s later: "panel and dimming",
// "dimming only" or "nothing".
//
// Check:  swift run responder-lab learn      (or: swift run exercise-20)
// Hint:   swift run responder-lab learn hint 20

let predictedScreens: [String] = [
  // TODO: one tap, one dismissal, says intuition. Read the dimming's tap handler.
  "nothing",  // right after the tap
  "nothing",  // 0.4 s later
  "nothing",  // 0.7 s later
]
