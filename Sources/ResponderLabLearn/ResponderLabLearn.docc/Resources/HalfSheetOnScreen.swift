import ResponderLabLearn
import SimSwiftUI

/// The fix: the overlay goes on the outermost view, which fills the screen.
struct FullScreen: View {
  @State private var showing = false

  var body: some View {
    VStack {
      Text("Inbox")
      Button("Show Panel") { withAnimation { showing = true } }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .halfPanel(isPresented: $showing) { Text("Panel") }
  }
}
