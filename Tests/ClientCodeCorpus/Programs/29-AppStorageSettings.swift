import SimSwiftUI

// Settings kept in user defaults with @AppStorage: a toggle, a picker of an enum stored by its raw
// value, and a stepper; another view reads the same key.

enum AppearanceChoice: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: String { rawValue }
}

struct StoredSettingsScreen: View {
  @AppStorage("notificationsOn") private var notificationsOn = true
  @AppStorage("appearance") private var appearance = AppearanceChoice.system
  @AppStorage("fontSize") private var fontSize = 17

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notificationsOn)
      Picker("Appearance", selection: $appearance) {
        ForEach(AppearanceChoice.allCases) { choice in
          Text(choice.rawValue.capitalized).tag(choice)
        }
      }
      Stepper("Font size \(fontSize)", value: $fontSize, in: 12...24)
      FontSizePreview()
    }
  }
}

struct FontSizePreview: View {
  @AppStorage("fontSize") private var fontSize = 17
  var body: some View { Text("Preview at \(fontSize) pt") }
}
