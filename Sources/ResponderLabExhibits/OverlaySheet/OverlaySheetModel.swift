public import SimSwiftUI

/// The state of the overlay-sheet exhibit's screens.
public final class OverlaySheetModel: ObservableObject {
  /// Whether the sheet is presented.
  @Published public var isPresented = false
  /// How many times the "Beneath" button, outside the overlaid view, received a tap.
  @Published public var tapsBeneath = 0

  /// Creates the state of a fresh screen.
  public init() {}
}
