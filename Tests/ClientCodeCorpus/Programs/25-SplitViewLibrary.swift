import SimSwiftUI

// A two-column split view: a sidebar list of books with a selection, and a detail column that
// shows the chosen book or a placeholder. On a phone it collapses into one stack.

struct Book: Identifiable, Hashable {
  let id: String
  let author: String
}

struct LibraryScreen: View {
  let books = [Book(id: "Dune", author: "Herbert"), Book(id: "Emma", author: "Austen")]
  @State private var selection: Book.ID?

  var body: some View {
    NavigationSplitView {
      List(books, selection: $selection) { book in
        Text(book.id)
      }
      .navigationTitle("Library")
    } detail: {
      if let book = books.first(where: { $0.id == selection }) {
        Text("\(book.id) by \(book.author)")
      } else {
        Text("Pick a book")
      }
    }
  }
}
