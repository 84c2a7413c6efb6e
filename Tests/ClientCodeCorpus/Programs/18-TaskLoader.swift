import SimSwiftUI

// A screen that loads its content in `.task`: the load starts as the screen comes up, a progress
// text shows while it waits, and leaving the screen first cancels the load, which the service sees
// as a CancellationError.

@MainActor
final class HeadlinesService {
  var latency: Duration = .seconds(2)
  private(set) var cancelledLoads = 0

  func loadHeadlines() async throws -> [String] {
    do {
      try await Task.sleep(for: latency)
    } catch {
      cancelledLoads += 1
      throw error
    }
    return ["Rates hold", "Storm heads north", "Cup final tonight"]
  }
}

struct HeadlinesScreen: View {
  let service: HeadlinesService
  @Environment(\.dismiss) private var dismiss
  @State private var status = "Loading…"
  @State private var headlines: [String] = []

  var body: some View {
    VStack {
      Text(status)
      ForEach(headlines, id: \.self) { headline in Text(headline) }
      Button("Close") { dismiss() }
    }
    .task {
      do {
        headlines = try await service.loadHeadlines()
        status = "\(headlines.count) headlines"
      } catch {
        status = "Not loaded"
      }
    }
  }
}

struct NewsTab: View {
  let service: HeadlinesService
  @State private var showingHeadlines = false

  var body: some View {
    Button("Headlines") { showingHeadlines = true }
      .sheet(isPresented: $showingHeadlines) { HeadlinesScreen(service: service) }
  }
}
