// Exercise 15 — reference solution.

let predictedInWindow: [Bool] = [
  false,  // when makeUIView returns
  false,  // in the first updateUIView
  true,  // one turn of the main queue later
]
