import SimSwiftUI

// A photo grid whose item sheet is replaced while shown: the sheet's "Next" sets the item to the
// following photo, and SwiftUI dismisses the sheet and presents a new one.

struct Photo: Identifiable {
  let id: Int
}

struct PhotoBrowser: View {
  @State private var shown: Photo?

  var body: some View {
    VStack {
      Button("Open photo 1") { shown = Photo(id: 1) }
    }
    .sheet(item: $shown) { photo in
      VStack {
        Text("Photo \(photo.id)")
        Button("Next") { shown = Photo(id: photo.id + 1) }
      }
    }
  }
}
