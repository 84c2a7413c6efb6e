import SimUIKit
import Testing

@Suite("UIColor's named colours")
struct UIColorTests {
  @Test("FIDELITY 23.11: every system and semantic colour of UIKit has its name")
  func everyNameIsThere() {
    let system = [
      "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
      "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
      "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]
    let semantic = [
      "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
      "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
      "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
      "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
      "quaternarySystemFill", "lightText", "darkText",
    ]
    let fixed = [
      "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
      "magenta", "orange", "purple", "brown", "clear",
    ]
    for name in system + semantic + fixed {
      #expect(UIColor.named[name]?.name == name, "\(name)")
      #expect(UIColor.named[name]?.description == "<\(name)>")
    }
    #expect(UIColor.named.count == system.count + semantic.count + fixed.count)
  }

  @Test("FIDELITY 23.11: light-mode values of Apple's tables, to three decimals")
  func values() {
    // systemBlue is (0, 122, 255); secondaryLabel is (60, 60, 67) at 60 %.
    #expect(UIColor.systemBlue.cssValue == "rgba(0,122,255,1)")
    #expect(UIColor.systemGreen.cssValue == "rgba(52,199,89,1)")
    #expect(UIColor.secondaryLabel.cssValue == "rgba(60,60,67,0.6)")
    #expect(UIColor.systemGray6 == UIColor.named["systemGray6"])
    #expect(UIColor.darkGray.red == 1.0 / 3 && UIColor.lightGray.red == 2.0 / 3)
    #expect(UIColor.clear.alpha == 0)
  }
}
