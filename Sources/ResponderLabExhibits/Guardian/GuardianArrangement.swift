/// Where the guard sits relative to the navigation view that holds the `.sheet` modifier.
public enum GuardianArrangement: String, CaseIterable, Sendable, CustomStringConvertible {
  /// `NavigationView { DismissGuardian { … .sheet } }`: the guard's hosting controller is the one
  /// nearest to `.sheet`, so it receives `present` (the article's working example).
  case guardInsideNavigation
  /// `DismissGuardian { NavigationView { … .sheet } }`: the navigation view's own hosting
  /// controller is nearer, receives `present`, and the guard never sees it (the article's failing
  /// example).
  case navigationInsideGuard
  /// The failing arrangement, fixed: a second guard placed next to `.sheet`, inside the navigation
  /// view, so that the nearest hosting controller is a guard again.
  case guardAddedNextToSheet

  /// The arrangement as SwiftUI code, on one line.
  public var description: String {
    switch self {
    case .guardInsideNavigation: "NavigationView { DismissGuardian { Button.sheet } }"
    case .navigationInsideGuard: "DismissGuardian { NavigationView { Button.sheet } }"
    case .guardAddedNextToSheet:
      "DismissGuardian { NavigationView { DismissGuardian { Button.sheet } } }"
    }
  }
}
