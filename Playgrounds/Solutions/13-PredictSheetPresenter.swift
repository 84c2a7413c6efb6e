// Exercise 13 — reference solution.

let predictedSheetStory: [String] = [
  "DestinationHostingController",  // the navigation view's own hosting controller
  "no",  // UIKit forwards without calling the guard's present
  "UIHostingController",  // the window's root, which hosts the guard as a child
]
