import SimSwiftUI

/// What the sheets show: a white panel with a title.
struct OverlaySheetContents: View {
  let title: String

  var body: some View {
    ZStack {
      Color.white
      Text(title)
    }
  }
}
