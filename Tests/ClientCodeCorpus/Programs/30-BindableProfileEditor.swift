import SimSwiftUI

// An @Observable model edited through @Bindable: the editor sheet binds its fields to the model's
// properties, and the screen behind it follows each keystroke.

@Observable
final class UserProfile {
  var displayName = "Sam"
  var showsEmail = false
}

struct ProfileFormSheet: View {
  @Bindable var profile: UserProfile
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Display name", text: $profile.displayName)
      Toggle("Show email", isOn: $profile.showsEmail)
      Button("Close") { dismiss() }
    }
  }
}

struct ProfileScreen: View {
  @State private var profile = UserProfile()
  @State private var editing = false

  var body: some View {
    VStack {
      Text("Hello, \(profile.displayName)")
      Button("Edit profile") { editing = true }
    }
    .sheet(isPresented: $editing) {
      ProfileFormSheet(profile: profile)
    }
  }
}
