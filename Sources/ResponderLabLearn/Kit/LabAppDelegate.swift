public import SimUIKit

/// The app delegate of the exercises' devices, named as in a new app: a plain responder, so it ends
/// the responder chain (FIDELITY 1.8).
@MainActor
public final class AppDelegate: UIResponder, UIApplicationDelegate {}
