// Exercise 21 — reference solution.

import ResponderLabLearn
import SimSwiftUI

struct InboxScreen: View {
  @State private var showPanel = false

  var body: some View {
    VStack {
      Text("Inbox")
      Button("Show Panel") {
        withAnimation { showPanel = true }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .halfPanel(isPresented: $showPanel) { Text("Half panel") }
  }
}
