// Exercise 14 — reference solution.

import ResponderLabLearn
import SimSwiftUI

struct GuardedDrafts: View {
  let log: GuardLog
  @State private var editing = false

  var body: some View {
    NavigationView {
      DismissGuard(blocksDismissal: true, log: log) {
        Button("Edit") { editing = true }
          .sheet(isPresented: $editing) { Text("Draft editor") }
      }
    }
  }
}
