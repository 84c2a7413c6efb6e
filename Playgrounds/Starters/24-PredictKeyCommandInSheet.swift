// Exercise 24 — Predict where ⌘S goes when a sheet is up
//
// NoteEditorController is the root of a navigation controller and adds the key command ⌘S for
// save:, which it implements. On a hardware keyboard, the user:
//   1. types in the editor's text field and presses ⌘S;
//   2. opens Details as a sheet (editor.present(details, animated: true)), types in the sheet's
//      text field and presses ⌘S;
//   3. swipes the sheet away and presses ⌘S.
//
// For each press, write the class that saves ("NoteEditorController") or "nothing".
//
// Check:  swift run responder-lab learn      (or: swift run exercise-24)
// Hint:   swift run responder-lab learn hint 24

let predictedSaveTargets: [String] = [
  // TODO: the editor presented the sheet, so surely it is still on the chain?
  "NoteEditorController",  // 1. editing the note
  "NoteEditorController",  // 2. typing in the sheet
  "NoteEditorController",  // 3. after the swipe
]
