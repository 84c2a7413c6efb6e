import SimSwiftUI

// A rename alert with a text field bound to a draft, and a confirmation dialog that deletes the
// item it is presenting.

struct Playlist: Identifiable {
  let id = 1
  var name: String
}

struct PlaylistScreen: View {
  @State private var playlist: Playlist? = Playlist(name: "Road trip")
  @State private var renaming = false
  @State private var draft = ""
  @State private var confirmingDelete = false

  var body: some View {
    VStack {
      Text(playlist.map { "Playlist: \($0.name)" } ?? "No playlist")
      Button("Rename") {
        draft = playlist?.name ?? ""
        renaming = true
      }
      Button("Delete") { confirmingDelete = true }
    }
    .alert("Rename playlist", isPresented: $renaming) {
      TextField("Name", text: $draft)
      Button("Cancel", role: .cancel) {}
      Button("Save") { playlist?.name = draft }
    }
    .confirmationDialog(
      "Delete playlist?", isPresented: $confirmingDelete, titleVisibility: .visible,
      presenting: playlist
    ) { shown in
      Button("Delete \(shown.name)", role: .destructive) { playlist = nil }
    }
  }
}
