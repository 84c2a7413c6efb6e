// Exercise 11 — reference solution.

import ResponderLabLearn

let dumpAnswers = DumpAnswers(
  presenterOfEditor: "UITabBarController#1",
  presenterOfConfirmation: "UINavigationController#2",
  editorCanBeSwipedAway: false
)
