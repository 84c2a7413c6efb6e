public import SimSwiftUI

/// The root screen of the guardian exhibit: an "Edit" button whose `.sheet` shows
/// ``GuardedFormSheet``, wrapped in a guard and a navigation view as `arrangement` says.
public struct GuardianScreen: View {
  /// Where the guard sits.
  public let arrangement: GuardianArrangement
  @ObservedObject private var form: GuardianForm

  /// Creates the screen for `arrangement`, editing `form`.
  public init(arrangement: GuardianArrangement, form: GuardianForm) {
    self.arrangement = arrangement
    self.form = form
  }

  /// The arrangement's nesting of guard, navigation view and button.
  public var body: some View {
    if arrangement == .guardInsideNavigation {
      NavigationView {
        DismissGuardian(refusesDismissal: form.hasUnsavedChanges, form: form) { editButton }
      }
    } else if arrangement == .navigationInsideGuard {
      DismissGuardian(refusesDismissal: form.hasUnsavedChanges, form: form) {
        NavigationView { editButton }
      }
    } else {
      DismissGuardian(refusesDismissal: form.hasUnsavedChanges, form: form) {
        NavigationView {
          DismissGuardian(refusesDismissal: form.hasUnsavedChanges, form: form) { editButton }
        }
      }
    }
  }

  private var editButton: some View {
    Button("Edit") { form.isEditing = true }
      .sheet(isPresented: $form.isEditing) {
        GuardedFormSheet().environmentObject(form)
      }
  }
}
