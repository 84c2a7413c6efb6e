extension NSValue {
  /// A value holding a rectangle, as UIKit's keyboard notifications carry their frames.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The rectangle this value holds.
  public var cgRectValue: CGRect { rectValue }
}
