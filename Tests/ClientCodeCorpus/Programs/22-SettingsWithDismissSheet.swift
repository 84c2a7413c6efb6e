import SimSwiftUI

// A settings screen in a navigation stack: a toolbar button opens an "About" sheet, which closes
// itself with a Done button through the `dismiss` environment action.

struct AboutSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Text("Version 2.4")
        .navigationTitle("About")
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { dismiss() }
          }
        }
    }
  }
}

struct PreferencesScreen: View {
  @State private var showingAbout = false
  @State private var sounds = true

  var body: some View {
    NavigationStack {
      Form {
        Toggle("Sounds", isOn: $sounds)
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("About") { showingAbout = true }
        }
      }
      .sheet(isPresented: $showingAbout) {
        AboutSheet()
      }
    }
  }
}
