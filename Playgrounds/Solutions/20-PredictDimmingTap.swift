// Exercise 20 — reference solution.

let predictedScreens: [String] = [
  "panel and dimming",  // the content is still sliding out
  "dimming only",  // isPresented turned false at 0.25 s; the dimming fades until 0.6 s
  "nothing",
]
