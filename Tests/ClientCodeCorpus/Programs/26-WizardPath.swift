import SimSwiftUI

// A sign-up wizard driven by a typed path: each step pushes the next, the last step's Finish
// empties the path and returns to the start.

enum WizardStep: Hashable {
  case name, plan, confirm
}

struct SignUpWizard: View {
  @State private var path: [WizardStep] = []
  @State private var finished = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text(finished ? "Account created" : "Create an account")
        Button("Start") { path.append(.name) }
      }
      .navigationDestination(for: WizardStep.self) { step in
        switch step {
        case .name:
          Button("Next: plan") { path.append(.plan) }
        case .plan:
          Button("Next: confirm") { path.append(.confirm) }
        case .confirm:
          Button("Finish") {
            finished = true
            path.removeAll()
          }
        }
      }
    }
  }
}
