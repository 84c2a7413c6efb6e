// Exercise 15 — Predict where the probe's view is
//
// The second article puts an empty UIViewRepresentable in the background of a sheet's content
// and walks up `next` from its view to find the sheet's controller. A walk only finds controllers
// once the view is in a window.
//
// For three moments, write whether the probe's view is in a window: when makeUIView returns, when
// updateUIView runs the first time, and one turn of the main queue later
// (DispatchQueue.main.async from that first updateUIView).
//
// Check:  swift run responder-lab learn      (or: swift run exercise-15)
// Hint:   swift run responder-lab learn hint 15

let predictedInWindow: [Bool] = [
  // TODO: the sheet is about to show. Is its content's view in a window yet?
  true,  // when makeUIView returns
  true,  // in the first updateUIView
  true,  // one turn of the main queue later
]
