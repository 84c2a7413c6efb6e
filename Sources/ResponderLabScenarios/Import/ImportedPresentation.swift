import SimUIKit

/// Re-creates a presentation read from a `_printHierarchy` dump (FIDELITY 10.2), choosing the
/// presentation style from the printed presentation controller's class.
@MainActor
struct ImportedPresentation {
  let file: String

  func present(
    _ presented: UIViewController, from presenter: UIViewController, presentationClass: String?,
    line: Int, in world: LabWorld
  ) throws(InputError) {
    world.notes.append(
      "line \(line): \(presented.objectName) is presented with \(presentationClass ?? "a presentation controller"); this build of SimUIKit cannot present yet, so it is shown detached."
    )
  }
}
