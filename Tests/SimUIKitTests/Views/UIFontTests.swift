import ResponderLabTesting
import SimUIKit
import Testing

@Suite("UIFont")
@MainActor
struct UIFontTests {
  @Test(
    "FIDELITY 23.9: text styles have Apple's sizes and weights at the default Dynamic Type size")
  func textStyleSizes() {
    let table: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in table {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
  }

  @Test("FIDELITY 23.9: system fonts carry their size and weight, and a line is 1.193 of the size")
  func systemFonts() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.weight == .regular)
    #expect(UIFont.boldSystemFont(ofSize: 20).weight == .bold)
    #expect(UIFont.systemFont(ofSize: 13, weight: .medium).weight.rawValue == 0.23)
    #expect(font.lineHeight == 20.287109375)
    #expect(font.ascender - font.descender == font.lineHeight)
    #expect(font.withSize(34).pointSize == 34)
  }

  @Test("FIDELITY 23.9: a label measures its text with its font's size")
  func labelUsesFont() {
    Simulation().withCurrent {
      let label = UILabel()
      label.text = "Hello"
      #expect(label.font.pointSize == 17)
      #expect(label.intrinsicContentSize == CGSize(width: 40, height: 20))
      label.font = .preferredFont(forTextStyle: .largeTitle)
      #expect(label.intrinsicContentSize == CGSize(width: 80, height: 40))
    }
  }
}
