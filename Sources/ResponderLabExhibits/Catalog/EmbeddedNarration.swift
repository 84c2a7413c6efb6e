import Foundation

/// The block of a documentation page that holds an exhibit's narration, between two markers, so
/// that a test can check the page against the tool's output and rewrite it on request.
///
/// ````
/// <!-- narration: guardian -->
/// ```text
/// …
/// ```
/// <!-- end of narration -->
/// ````
public enum EmbeddedNarration {
  /// The line that opens the block for `exhibit`.
  public static func openingMarker(for exhibit: String) -> String {
    "<!-- narration: \(exhibit) -->\n```text\n"
  }

  /// The line that closes the block.
  public static let closingMarker = "```\n<!-- end of narration -->"

  /// The narration embedded in `page` for `exhibit`, or nil when the page has no such block.
  public static func extract(for exhibit: String, from page: String) -> String? {
    guard let open = page.range(of: openingMarker(for: exhibit)),
      let close = page.range(of: closingMarker, range: open.upperBound..<page.endIndex)
    else { return nil }
    return String(page[open.upperBound..<close.lowerBound])
  }

  /// `page` with the block for `exhibit` holding `narration`, or nil when the page has no block.
  public static func replacing(for exhibit: String, in page: String, with narration: String)
    -> String?
  {
    guard let open = page.range(of: openingMarker(for: exhibit)),
      let close = page.range(of: closingMarker, range: open.upperBound..<page.endIndex)
    else { return nil }
    let body = narration.hasSuffix("\n") ? narration : narration + "\n"
    return page.replacingCharacters(in: open.upperBound..<close.lowerBound, with: body)
  }
}
