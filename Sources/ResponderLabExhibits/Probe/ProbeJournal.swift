public import SimUIKit

/// What the probe of the probe exhibit saw and did, in order, for the narration and the tests.
@MainActor
public final class ProbeJournal {
  /// Whether the probe view had a window when `makeUIView` returned it.
  public internal(set) var hadWindowAtMake: [Bool] = []
  /// The probe's responder chain at `makeUIView`, as class names.
  public internal(set) var chainAtMake: [[String]] = []
  /// What each synchronous walk in `updateUIView` found: a controller's name, or "nothing".
  public internal(set) var synchronousWalks: [String] = []
  /// What each walk after the main-queue hop found: a controller's name, or "nothing".
  public internal(set) var walksAfterHop: [String] = []
  /// The controllers whose `presentationController` received the delegate, in order.
  public internal(set) var installedOn: [String] = []
  /// The adaptive-delegate calls the probe's delegate received, in order.
  public internal(set) var delegateCalls: [String] = []

  /// The probe's view, while it lives.
  public internal(set) weak var probeView: UIView?

  /// Creates an empty journal.
  public init() {}
}
