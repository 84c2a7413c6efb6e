import Foundation

/// Escaping, numbers and text elements for SVG (XML).
enum SVGText {
  /// The font every picture uses: the same families in Chromium and librsvg.
  static let font = "Helvetica, Arial, sans-serif"

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
  }

  /// `text` shortened with an ellipsis so that it fits `width` points at `size` (an estimate: the
  /// average glyph of the picture's font is about 0.55 of its size wide).
  static func fitted(_ text: String, width: Double, size: Double) -> String {
    let fits = max(1, Int(width / (size * 0.55)))
    return text.count <= fits ? text : String(text.prefix(max(1, fits - 1))) + "…"
  }

  /// A `<text>` element; `anchor` is `start`, `middle` or `end`.
  static func text(
    _ content: String, x: Double, y: Double, size: Double, fill: String,
    anchor: String = "start", bold: Bool = false, extra: String = ""
  ) -> String {
    let weight = bold ? " font-weight=\"bold\"" : ""
    let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
    return
      "<text x=\"\(number(x))\" y=\"\(number(y))\"\(anchorAttribute) font-family=\"\(font)\" font-size=\"\(number(size))\"\(weight) fill=\"\(fill)\"\(extra)>\(escape(content))</text>"
  }

  /// A `<rect>` element.
  static func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: String,
    extra: String = ""
  ) -> String {
    let corner = radius > 0 ? " rx=\"\(number(radius))\"" : ""
    return
      "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\"\(corner) fill=\"\(fill)\"\(extra)/>"
  }
}
