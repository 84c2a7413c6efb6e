import SimUIKit

/// An application delegate rebuilt from a dump: a plain responder, so the chain ends at it
/// (FIDELITY 1.8).
@MainActor
final class ImportedAppDelegate: UIResponder, UIApplicationDelegate {}
