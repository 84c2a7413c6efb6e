import SimSwiftUI

// A row of actions that shows full titles when they fit and short ones when they do not, with
// ViewThatFits.

struct ShareActionsRow: View {
  let width: CGFloat
  @State private var last = "nothing"

  var body: some View {
    VStack {
      ViewThatFits(in: .horizontal) {
        HStack {
          Button("Share with friends") { last = "share" }
          Button("Save to favourites") { last = "save" }
        }
        HStack {
          Button("Share") { last = "share" }
          Button("Save") { last = "save" }
        }
      }
      .frame(width: width)
      Text("Last action: \(last)")
    }
  }
}
