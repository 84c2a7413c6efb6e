public import SimSwiftUI

/// The state of the probe exhibit's screens: the sheet's flag, the probe's switch, the attempt
/// value, the native modifier's switch, and how many times the view saw the attempt change.
public final class ProbeModel: ObservableObject {
  /// Whether the sheet is shown: the binding given to `.sheet(isPresented:)`.
  @Published public var isShowingSheet = false
  /// Whether the probe refuses swipes; the sheet's button toggles it.
  @Published public var disable = false
  /// Changed by the probe's delegate on each attempt to dismiss.
  @Published public var attempt = 0
  /// Whether the native `interactiveDismissDisabled(_:)` is applied too, and with what value.
  @Published public var nativeDisabled: Bool?
  /// How many times `onChange(of: attempt)` ran.
  public internal(set) var attemptsSeen = 0

  /// Creates the state of a fresh screen.
  public init(disable: Bool = false, nativeDisabled: Bool? = nil) {
    self.disable = disable
    self.nativeDisabled = nativeDisabled
  }
}
