public import SimSwiftUI

/// The sheet of the guardian exhibit: a form with two names in a navigation view, a "Save" button,
/// and the "Unsaved Changes" alert the guard raises after a refused swipe.
public struct GuardedFormSheet: View {
  @Environment(\.presentationMode) private var presentationMode
  @EnvironmentObject private var form: GuardianForm

  /// Creates the sheet; the form comes from the environment.
  public init() {}

  /// The form, its alert and its bar button.
  public var body: some View {
    NavigationView {
      Form {
        TextField("First name", text: $form.firstName)
        TextField("Last name", text: $form.lastName)
      }
      .alert(isPresented: $form.dismissalAttempted) {
        Alert(
          title: Text("Unsaved Changes"),
          message: Text("The names typed here are not saved. Leaving now loses them."),
          primaryButton: .destructive(
            Text("Delete Changes"),
            action: {
              form.discardChanges()
              presentationMode.wrappedValue.dismiss()
            }),
          secondaryButton: .cancel(Text("Continue Editing")))
      }
      .navigationBarTitle("Form", displayMode: .inline)
      .navigationBarItems(
        trailing: Button("Save") {
          form.save()
          presentationMode.wrappedValue.dismiss()
        })
    }
  }
}
