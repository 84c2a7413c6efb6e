public import SimSwiftUI

/// The form of the guardian exhibit: two names, whether they hold unsaved changes, whether the user
/// tried to swipe them away, and a journal of what the guard saw.
///
/// The form is clean while both names are empty; typing makes it dirty, and a dirty form asks the
/// guard to refuse the swipe. The sheet's `isPresented` flag lives here too, so that a test can see
/// SwiftUI reset it.
public final class GuardianForm: ObservableObject {
  /// Whether the sheet with the form is shown: the binding given to `.sheet(isPresented:)`.
  @Published public var isEditing = false
  /// Set when the user tried to swipe a dirty form away; shows the "Unsaved Changes" alert.
  @Published public var dismissalAttempted = false
  /// The first name field.
  @Published public var firstName = "" {
    didSet { refreshUnsavedChanges() }
  }
  /// The last name field.
  @Published public var lastName = "" {
    didSet { refreshUnsavedChanges() }
  }
  /// Whether a name was typed and not saved: the guard refuses swipes while this is true.
  @Published public var hasUnsavedChanges = false
  /// The names saved with "Save", in order.
  public private(set) var saved: [String] = []
  /// The classes of the controllers whose presentation the guard's `present` override saw.
  public internal(set) var presentsSeen: [String] = []
  /// The adaptive-delegate calls the guard received, in order.
  public internal(set) var delegateCalls: [String] = []

  /// Creates an empty, clean form.
  public init() {}

  private func refreshUnsavedChanges() {
    hasUnsavedChanges = !firstName.isEmpty || !lastName.isEmpty
  }

  /// Keeps the names and clears the form.
  public func save() {
    saved.append("\(firstName) \(lastName)".trimmingCharacters(in: .whitespaces))
    discardChanges()
  }

  /// Clears the form without saving.
  public func discardChanges() {
    firstName = ""
    lastName = ""
  }
}
