extension Scenario {
  /// A sheet's configuration (FIDELITY 6.1–6.7).
  public struct Sheet: Hashable, Sendable {
    /// The detents, smallest first: "medium", "large", or a height in points.
    public var detents: [String]
    /// The detent the sheet starts at; nil means the smallest (FIDELITY 6.4).
    public var selectedDetent: String?
    /// The largest detent without dimming (FIDELITY 6.6).
    public var largestUndimmedDetent: String?
    /// Whether the grabber is shown (FIDELITY 6.7).
    public var prefersGrabberVisible: Bool
  }
}
