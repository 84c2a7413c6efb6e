import ResponderLabTesting
import SimSwiftUI
import Testing

private struct Profile: Equatable {
  var name = "Ada"
  var isAdmin = false
}

private struct AdminSwitch: View {
  @Binding var isOn: Bool
  var body: some View {
    Toggle("Admin", isOn: $isOn)
  }
}

private struct ProfileEditor: View {
  @State private var profile = Profile()
  let fixed: Binding<String> = .constant("fixed")

  var body: some View {
    VStack {
      Text("\(profile.name) admin: \(profile.isAdmin ? "yes" : "no")")
      AdminSwitch(isOn: $profile.isAdmin)
      TextField("Name", text: $profile.name)
      TextField("Constant", text: fixed)
    }
  }
}

@Suite("Bindings")
@MainActor
struct BindingTests {
  @Test("A child's binding to a property of a state struct writes through to the owner")
  func dynamicMemberBindingWritesThrough() throws {
    let device = SimulatedDevice()
    device.show(ProfileEditor())
    try device.toggle("Admin")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Ada admin: yes") != nil)
  }

  @Test("Typing into a text field writes through its binding")
  func typingWritesThrough() throws {
    let device = SimulatedDevice()
    device.show(ProfileEditor())
    try device.type("!", intoFieldWithPlaceholder: "Name")
    device.runUntilIdle()
    #expect(device.hand.findView(showing: "Ada! admin: no") != nil)
  }

  @Test("A constant binding ignores writes")
  func constantIgnoresWrites() throws {
    let binding = Binding.constant("fixed")
    binding.wrappedValue = "changed"
    #expect(binding.wrappedValue == "fixed")
    let device = SimulatedDevice()
    device.show(ProfileEditor())
    #expect(device.findTextField(placeholder: "Constant")?.text == "fixed")
  }

  @Test("Binding(get:set:) and optional unwrapping work as in SwiftUI")
  func customAndOptionalBindings() {
    var stored: Int? = 3
    let optional = Binding<Int?>(get: { stored }, set: { stored = $0 })
    let unwrapped = Binding(optional)
    #expect(unwrapped?.wrappedValue == 3)
    unwrapped?.wrappedValue = 4
    #expect(stored == 4)
    stored = nil
    #expect(Binding(optional) == nil)
  }
}
