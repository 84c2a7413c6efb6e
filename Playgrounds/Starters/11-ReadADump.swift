// Exercise 11 — Read a device dump
//
// A device's controllers, as `_printHierarchy` prints them (FIDELITY 10.2). The window's root is
// a tab bar controller; the inbox sits in a navigation controller in its first tab. The code
// called inbox.present(editorNavigation), then editor.present(confirmation):
//
//   <UITabBarController#1>, state: appeared, view: <UILayoutContainerView#1>
//      | <UINavigationController#1>, state: appeared, view: <UILayoutContainerView#2>
//      |    | <InboxViewController#1>, state: appeared, view: <UIView#1>
//      | <SettingsViewController#1>, state: disappeared, view:  (view not loaded)
//      + <UINavigationController#2>, state: appeared, view: <UILayoutContainerView#3>, presented with: <_UIPageSheetPresentationController#1>
//      |    | <EditorViewController#1>, state: appeared, view: <UIView#2>
//      |    + <ConfirmationViewController#1>, state: appeared, view: <UIView#4>, presented with: <_UIPageSheetPresentationController#2>
//
// Answer from the dump alone:
//   presenterOfEditor        — which controller presents the editor's UINavigationController?
//   presenterOfConfirmation  — which controller presents ConfirmationViewController?
//   editorCanBeSwipedAway    — can the user swipe the editor's sheet away right now?
// Write controllers by their names in the dump, such as "SettingsViewController#1".
//
// Check:  swift run responder-lab learn      (or: swift run exercise-11)
// Hint:   swift run responder-lab learn hint 11

import ResponderLabLearn

let dumpAnswers = DumpAnswers(
  // TODO: the editor was presented by calling inbox.present(…). Is that who presents it?
  presenterOfEditor: "InboxViewController#1",
  // TODO: the confirmation was presented by calling editor.present(…).
  presenterOfConfirmation: "EditorViewController#1",
  // TODO: it is a page sheet; can it be swiped away now?
  editorCanBeSwipedAway: true
)
