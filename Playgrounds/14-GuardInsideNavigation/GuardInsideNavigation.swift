// Exercise 14 — The guard inside versus outside the navigation container
//
// DismissGuard is the first article's trick, ready-made: a UIHostingController subclass that
// overrides present(_:animated:completion:) to become the presented sheet's delegate, and refuses
// swipes while blocksDismissal is true. Here it wraps a NavigationView, and the sheet opened by
// "Edit" can still be swiped away.
//
// Rearrange GuardedDrafts so that the guard sees the sheet being presented and refuses the swipe.
// Keep the "Edit" button and the `log` the check passes in.
//
// Check:  swift run responder-lab learn      (or: swift run exercise-14)
// Hint:   swift run responder-lab learn hint 14

import ResponderLabLearn
import SimSwiftUI

struct GuardedDrafts: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    // TODO: which hosting controller does .sheet present from?
    DismissGuard(blocksDismissal: true, log: log) {
      NavigationView {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("Draft editor") }
      }
    }
  }
}
