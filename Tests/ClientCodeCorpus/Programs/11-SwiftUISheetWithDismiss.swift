import SimSwiftUI

// The everyday SwiftUI sheet: a Boolean state shows it, a binding carries a setting into it, and
// the sheet closes itself through the `dismiss` environment action.

struct MailFiltersSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Binding var onlyUnread: Bool

  var body: some View {
    VStack {
      Toggle("Only Unread", isOn: $onlyUnread)
      Button("Done") { dismiss() }
    }
  }
}

struct MailboxScreen: View {
  @State private var showingFilters = false
  @State private var onlyUnread = false

  var body: some View {
    VStack {
      Text(onlyUnread ? "Showing unread mail" : "Showing all mail")
      Button("Filters") { showingFilters = true }
    }
    .sheet(isPresented: $showingFilters) {
      MailFiltersSheet(onlyUnread: $onlyUnread)
    }
  }
}
