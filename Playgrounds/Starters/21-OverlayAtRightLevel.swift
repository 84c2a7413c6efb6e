// Exercise 21 — The overlay half sheet at the right level of the tree
//
// .halfPanel(isPresented:content:) is the third article's half sheet, ready-made: an .overlay
// with a dimming layer (tap it to close) and the content over the bottom half.
//
// Tapping "Show Panel" should dim the whole screen and show the panel over the bottom half, with
// a transition. Today the dimming covers the button only, and nothing animates. Fix InboxScreen.
// Keep the "Show Panel" button and the panel's "Half panel" text.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-21)
// Hint:   swift run responder-lab learn hint 21

import ResponderLabLearn
import SimSwiftUI

struct InboxScreen: View {
  @State private var showPanel = false

  var body: some View {
    VStack {
      Text("Inbox")
      // TODO: what does this overlay cover? And is the change animated?
      Button("Show Panel") { showPanel = true }
        .halfPanel(isPresented: $showPanel) { Text("Half panel") }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
