// Attaching recognizers to views (FIDELITY 14.2).
extension UIView {
  /// The recognizers attached to the view, or nil when there are none. Setting it replaces them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer: sets its `view` and appends it to ``gestureRecognizers``, taking it off
  /// the view it was on (FIDELITY 14.2).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let previous = gestureRecognizer.storedView, previous !== self {
      previous.removeGestureRecognizer(gestureRecognizer)
    }
    guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.storedView = self
    trace(.gesture, "addGestureRecognizer(\(gestureRecognizer.traceName))")
  }

  /// Detaches a recognizer; its `view` becomes nil.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.storedView = nil
  }
}
