public import SimUIKit

// The line the tree workload writes for each view, byte for byte as the peers write it.
extension ByteWriter {
  /// The most bytes ``appendLine(view:depth:)`` writes for a view with integral coordinates, beyond
  /// the indentation.
  static let viewLineBound = 128

  /// Appends `"<2×depth spaces>BView tag=T frame={x,y,w,h}\n"` for `view`.
  ///
  /// The workload's frames are integral and written as integers; any other coordinate is written as
  /// Swift prints a `Double`.
  @MainActor
  public func appendLine(view: UIView, depth: Int) {
    let frame = view.frame
    reserve(2 * depth + Self.viewLineBound)
    append(spaces: 2 * depth)
    append("BView tag=")
    append(decimal: view.tag)
    append(" frame={")
    append(coordinate: frame.origin.x)
    append(UInt8(ascii: ","))
    append(coordinate: frame.origin.y)
    append(UInt8(ascii: ","))
    append(coordinate: frame.size.width)
    append(UInt8(ascii: ","))
    append(coordinate: frame.size.height)
    append("}\n")
  }

  @inline(__always)
  private func append(coordinate: CGFloat) {
    if let integer = Int(exactly: coordinate) {
      append(decimal: integer)
    } else {
      let text = "\(Double(coordinate))"
      reserve(text.utf8.count)
      append(utf8Of: text)
    }
  }
}
