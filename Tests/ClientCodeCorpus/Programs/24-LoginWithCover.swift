import SimSwiftUI

// A login form shown as a full-screen cover until the user signs in: a text field, a secure field,
// a sign-in button disabled until both are filled.

struct LoginForm: View {
  @Binding var isSignedIn: Bool
  @State private var email = ""
  @State private var password = ""

  var body: some View {
    Form {
      TextField("Email", text: $email)
      SecureField("Password", text: $password)
      Button("Sign In") { isSignedIn = true }
        .disabled(email.isEmpty || password.isEmpty)
    }
  }
}

struct SignedInHome: View {
  @State private var isSignedIn = false

  var body: some View {
    VStack {
      Text(isSignedIn ? "Welcome back" : "Signed out")
      Button("Sign Out") { isSignedIn = false }
    }
    .fullScreenCover(isPresented: Binding(get: { !isSignedIn }, set: { isSignedIn = !$0 })) {
      LoginForm(isSignedIn: $isSignedIn)
    }
  }
}
