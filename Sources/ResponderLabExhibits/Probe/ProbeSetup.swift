/// How the probe of the probe exhibit installs its delegate: the article's way, or one of the ways
/// that break or fix it.
public struct ProbeSetup: Hashable, Sendable, CustomStringConvertible {
  /// Who keeps the delegate alive; the presentation controller holds it weakly (FIDELITY 2.6).
  public enum Ownership: String, Hashable, Sendable {
    /// The representable's value, as in the article: alive while that value is the current one.
    case representable
    /// Nothing: the delegate is made inside the hop and only handed to the presentation controller.
    case nobody
    /// The representable's coordinator, which lives as long as the probe view.
    case coordinator
  }

  /// Whether the walk waits for one turn of the main queue (the article's hop).
  public var hopsToMainQueue: Bool
  /// Who keeps the delegate alive.
  public var ownership: Ownership
  /// Whether the delegate forwards to the one it replaces.
  public var forwards: Bool
  /// Whether the sheet's content, probe included, sits in a `NavigationView`: the first controller
  /// up the chain is then the navigation view's screen, not the sheet's controller.
  public var insideNavigationView: Bool
  /// Whether the probe climbs from the first controller it finds through `parent` to the top of the
  /// containment tree, which is the presented controller, before reading `presentationController`.
  public var climbsToPresentedController: Bool

  /// Creates a setup; the defaults are the article's.
  public init(
    hopsToMainQueue: Bool = true, ownership: Ownership = .representable, forwards: Bool = false,
    insideNavigationView: Bool = false, climbsToPresentedController: Bool = false
  ) {
    self.hopsToMainQueue = hopsToMainQueue
    self.ownership = ownership
    self.forwards = forwards
    self.insideNavigationView = insideNavigationView
    self.climbsToPresentedController = climbsToPresentedController
  }

  /// The article's setup: a hop, the delegate held by the representable, no forwarding.
  public static let article = ProbeSetup()

  /// The setup, in words.
  public var description: String {
    [
      hopsToMainQueue ? "walk after a main-queue hop" : "walk at once",
      "delegate kept by \(ownership == .nobody ? "nothing" : "the \(ownership.rawValue)")",
      forwards ? "forwarding to SwiftUI's delegate" : "replacing SwiftUI's delegate",
    ].joined(separator: ", ")
      + (insideNavigationView ? ", inside a NavigationView" : "")
      + (climbsToPresentedController ? ", climbing to the presented controller" : "")
  }
}
