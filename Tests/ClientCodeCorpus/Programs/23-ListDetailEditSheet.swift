import SimSwiftUI

// The list → detail → edit-sheet flow: a list of notes pushes a detail screen by value, whose Edit
// button opens a sheet editing a draft; Save writes the draft back, Cancel drops it.

struct Note: Identifiable, Hashable {
  let id: Int
  var title: String
}

struct NoteEditor: View {
  @Environment(\.dismiss) private var dismiss
  @State private var draft: String
  let save: (String) -> Void

  init(title: String, save: @escaping (String) -> Void) {
    _draft = State(initialValue: title)
    self.save = save
  }

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $draft)
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            save(draft)
            dismiss()
          }
        }
      }
    }
  }
}

struct NoteDetail: View {
  @Binding var note: Note
  @State private var editing = false

  var body: some View {
    VStack {
      Text("Note: \(note.title)")
      Button("Edit") { editing = true }
    }
    .navigationTitle(note.title)
    .sheet(isPresented: $editing) {
      NoteEditor(title: note.title) { note.title = $0 }
    }
  }
}

struct NotesScreen: View {
  @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

  var body: some View {
    NavigationStack {
      List(notes) { note in
        NavigationLink(note.title, value: note.id)
      }
      .navigationTitle("Notes")
      .navigationDestination(for: Int.self) { id in
        if let index = notes.firstIndex(where: { $0.id == id }) {
          NoteDetail(note: $notes[index])
        }
      }
    }
  }
}
