import SimSwiftUI

// A contacts list filtered by a search field, with the number of matches in the title.

struct ContactsSearchScreen: View {
  @State private var query = ""
  private let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper"]

  private var matches: [String] {
    query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(matches, id: \.self) { name in
        Text(name)
      }
      .navigationTitle("\(matches.count) contacts")
      .searchable(text: $query, prompt: "Search contacts")
    }
  }
}
