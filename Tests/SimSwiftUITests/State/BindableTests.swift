import Observation
import ResponderLabTesting
import SimSwiftUI
import Testing

@Observable
@MainActor
private final class Profile {
  var name = "Ada"
  var notify = false
}

private struct ProfileEditor: View {
  @Bindable var profile: Profile

  var body: some View {
    Form {
      TextField("Name", text: $profile.name)
      Toggle("Notify", isOn: $profile.notify)
    }
  }
}

private struct ProfileScreen: View {
  let profile: Profile

  var body: some View {
    VStack {
      Text("name \(profile.name)")
      Text("notify \(profile.notify)")
      ProfileEditor(profile: profile)
    }
  }
}

@Suite("@Bindable")
@MainActor
struct BindableTests {
  @Test("FIDELITY 20.21: $model.property writes through to the observable object and its readers")
  func bindingsWriteThrough() throws {
    let device = SimulatedDevice()
    let profile = Profile()
    device.show(ProfileScreen(profile: profile))
    try device.hand.tap(try #require(device.findTextField(placeholder: "Name")))
    try device.hand.type(" Lovelace")
    device.runUntilIdle()
    #expect(profile.name == "Ada Lovelace")
    #expect(device.hand.findView(showing: "name Ada Lovelace") != nil)
    try device.toggle("Notify")
    device.runUntilIdle()
    #expect(profile.notify)
    #expect(device.hand.findView(showing: "notify true") != nil)
  }
}
