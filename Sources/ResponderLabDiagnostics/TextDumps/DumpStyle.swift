import SimUIKit

/// How dumps name objects: by stable, address-free names (the default) or as UIKit does, with
/// addresses.
public struct DumpStyle: Hashable, Sendable {
  /// Whether objects are shown with their addresses, in UIKit's exact form.
  public var showsAddresses: Bool

  /// Creates a style.
  public init(showsAddresses: Bool = false) {
    self.showsAddresses = showsAddresses
  }

  /// Address-free names: `<UIView#3; …>`.
  public static let stable = DumpStyle()
  /// UIKit's form: `<UIView: 0x…; …>`.
  public static let uikit = DumpStyle(showsAddresses: true)

  /// `UIView#3` or `UIView: 0x7f…`, as the first part of a bracketed description.
  @MainActor
  func head(_ object: SimulatedObject, colon: Bool = true) -> String {
    let name = object.objectName
    guard showsAddresses else { return name.description }
    return "\(name.className)\(colon ? ":" : "") 0x\(String(name.address, radix: 16))"
  }
}
