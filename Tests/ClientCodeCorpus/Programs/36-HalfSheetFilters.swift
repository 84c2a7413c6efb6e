import SimSwiftUI

// A filters sheet at the medium detent with a grabber, that cannot be swiped away while it has
// unapplied changes.

struct FilterPanel: View {
  @Environment(\.dismiss) private var dismiss
  @State private var onlyOpen = false
  @State private var dirty = false

  var body: some View {
    VStack {
      Toggle("Only open now", isOn: $onlyOpen)
        .onChange(of: onlyOpen) { dirty = true }
      Button("Apply") { dismiss() }
    }
    .presentationDetents([.medium, .large])
    .presentationDragIndicator(.visible)
    .interactiveDismissDisabled(dirty)
  }
}

struct PlacesScreen: View {
  @State private var showingFilters = false

  var body: some View {
    Button("Filters") { showingFilters = true }
      .sheet(isPresented: $showingFilters) {
        FilterPanel()
      }
  }
}
