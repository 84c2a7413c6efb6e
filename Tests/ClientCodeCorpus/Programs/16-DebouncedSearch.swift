import SimSwiftUI

// A search field that waits for a pause in typing before it searches: every change of the query
// cancels the pending search and starts a new task that sleeps first, so only the last query of a
// burst of keystrokes is searched.

@MainActor
final class CitySearchModel: ObservableObject {
  @Published private(set) var results: [String] = []
  private(set) var searchedQueries: [String] = []
  private var pendingSearch: Task<Void, Never>?
  private let cities = ["Lima", "Lisbon", "Leeds", "Lyon", "London", "Madrid"]

  func queryChanged(to query: String) {
    pendingSearch?.cancel()
    pendingSearch = Task {
      do {
        try await Task.sleep(nanoseconds: 300_000_000)
      } catch {
        return
      }
      searchedQueries.append(query)
      results = cities.filter { $0.lowercased().hasPrefix(query.lowercased()) }
    }
  }
}

struct CitySearchScreen: View {
  @ObservedObject var model: CitySearchModel
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("City", text: $query)
        .onChange(of: query) { newQuery in model.queryChanged(to: newQuery) }
      Text("\(model.results.count) cities")
      ForEach(model.results, id: \.self) { city in Text(city) }
    }
  }
}
