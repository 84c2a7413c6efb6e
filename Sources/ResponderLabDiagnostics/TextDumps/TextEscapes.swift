/// Text as UIKit escapes it inside descriptions: what is not printable ASCII becomes `\xNN` below
/// U+0100 and `\uXXXX` above (`'\u53d6\u6d88'`, `'Apple\xa0ID'`).
public enum TextEscapes {
  /// `text` escaped as UIKit prints it in `recursiveDescription` (FIDELITY 10.1).
  public static func encode(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20..<0x7F: result.unicodeScalars.append(scalar)
      case 0x0A: result += "\\n"
      case 0..<0x100: result += "\\x" + hex(scalar.value, width: 2)
      case 0x100..<0x10000: result += "\\u" + hex(scalar.value, width: 4)
      default:
        for unit in String(scalar).utf16 { result += "\\u" + hex(UInt32(unit), width: 4) }
      }
    }
    return result
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
