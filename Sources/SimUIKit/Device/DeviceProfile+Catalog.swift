public import Foundation

// The profiles the simulator ships (FIDELITY 12.1–12.3). Sizes and insets are the devices'
// published figures; the Split View and Slide Over widths are assumptions (docs/fidelity.md).
extension DeviceProfile {
  private static let notchedPhoneInsets = (
    portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
  )
  private static let tabletInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

  /// The default phone, an iPhone 14: 390 × 844, compact/regular in portrait and compact/compact in
  /// landscape (FIDELITY 12.1).
  public static let phone = DeviceProfile(
    name: "phone", model: "iPhone 14", idiom: .phone, scale: 3,
    portrait: Layout(
      size: CGSize(width: 390, height: 844), safeAreaInsets: notchedPhoneInsets.portrait,
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: Layout(
      size: CGSize(width: 844, height: 390), safeAreaInsets: notchedPhoneInsets.landscape,
      horizontalSizeClass: .compact, verticalSizeClass: .compact))

  /// A small phone with a home button and no home indicator, an iPhone SE (3rd generation):
  /// 375 × 667, compact/compact in landscape (FIDELITY 12.1).
  public static let smallPhone = DeviceProfile(
    name: "small-phone", model: "iPhone SE (3rd generation)", idiom: .phone, scale: 2,
    portrait: Layout(
      size: CGSize(width: 375, height: 667),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: Layout(
      size: CGSize(width: 667, height: 375), safeAreaInsets: .zero,
      horizontalSizeClass: .compact, verticalSizeClass: .compact))

  /// A large phone, an iPhone 14 Plus: 428 × 926, **regular** width and compact height in landscape
  /// (FIDELITY 12.1).
  public static let largePhone = DeviceProfile(
    name: "large-phone", model: "iPhone 14 Plus", idiom: .phone, scale: 3,
    portrait: Layout(
      size: CGSize(width: 428, height: 926), safeAreaInsets: notchedPhoneInsets.portrait,
      horizontalSizeClass: .compact, verticalSizeClass: .regular),
    landscape: Layout(
      size: CGSize(width: 926, height: 428), safeAreaInsets: notchedPhoneInsets.landscape,
      horizontalSizeClass: .regular, verticalSizeClass: .compact))

  /// An 11-inch tablet full screen in portrait, an iPad Air 11-inch (M2): 820 × 1180,
  /// regular/regular in both orientations (FIDELITY 12.2, 12.3).
  public static let tablet = DeviceProfile(
    name: "tablet", model: "iPad Air 11-inch (M2)", idiom: .pad, scale: 2,
    portrait: Layout(
      size: CGSize(width: 820, height: 1180), safeAreaInsets: tabletInsets,
      horizontalSizeClass: .regular, verticalSizeClass: .regular),
    landscape: Layout(
      size: CGSize(width: 1180, height: 820), safeAreaInsets: tabletInsets,
      horizontalSizeClass: .regular, verticalSizeClass: .regular))

  /// The 11-inch tablet full screen in landscape.
  public static let tabletLandscape: DeviceProfile = {
    var profile = tablet.rotated(to: .landscape)
    profile.name = "tablet-landscape"
    return profile
  }()

  /// The 11-inch tablet's larger Split View side, in landscape: regular width; compact in portrait
  /// (FIDELITY 12.2).
  public static let tabletSplitTwoThirds = splitView(
    "tablet-split-two-thirds", "2/3", landscapeWidth: 795, landscapeClass: .regular,
    portraitWidth: 490)

  /// The 11-inch tablet in a half-and-half Split View: compact width in both orientations
  /// (FIDELITY 12.2; only the 12.9-inch and larger are regular).
  public static let tabletSplitHalf = splitView(
    "tablet-split-half", "1/2", landscapeWidth: 585, landscapeClass: .compact, portraitWidth: 405)

  /// The 11-inch tablet's smaller Split View side: compact width (FIDELITY 12.2).
  public static let tabletSplitOneThird = splitView(
    "tablet-split-one-third", "1/3", landscapeWidth: 375, landscapeClass: .compact,
    portraitWidth: 320)

  /// The 11-inch tablet's Slide Over window: compact width, regular height (FIDELITY 12.2).
  public static let tabletSlideOver = splitView(
    "tablet-slide-over", "Slide Over", landscapeWidth: 320, landscapeClass: .compact,
    portraitWidth: 320)

  private static func splitView(
    _ name: String, _ side: String, landscapeWidth: CGFloat,
    landscapeClass: UIUserInterfaceSizeClass, portraitWidth: CGFloat
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, model: "iPad Air 11-inch (M2), \(side)", idiom: .pad, scale: 2,
      portrait: Layout(
        size: CGSize(width: portraitWidth, height: 1180), safeAreaInsets: tabletInsets,
        horizontalSizeClass: .compact, verticalSizeClass: .regular),
      landscape: Layout(
        size: CGSize(width: landscapeWidth, height: 820), safeAreaInsets: tabletInsets,
        horizontalSizeClass: landscapeClass, verticalSizeClass: .regular),
      orientation: .landscape)
  }

  /// Every profile the simulator ships, phones first.
  public static let all: [DeviceProfile] = [
    .phone, .smallPhone, .largePhone, .tablet, .tabletLandscape, .tabletSplitTwoThirds,
    .tabletSplitHalf, .tabletSplitOneThird, .tabletSlideOver,
  ]

  /// The shipped profile called `name`, or nil.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }

  /// A profile for a screen of `size`: a tablet, regular/regular, when the shorter side is 744 points
  /// or more, else a phone, compact width (an assumption, FIDELITY 12.3; switch by passing a
  /// profile instead). The orientation follows the longer side.
  public static func inferred(
    screenSize size: CGSize, safeAreaInsets: UIEdgeInsets = .zero
  ) -> DeviceProfile {
    if let shipped = all.first(where: {
      $0.layout.size == size && $0.layout.safeAreaInsets == safeAreaInsets
    }) {
      return shipped
    }
    let shorter = min(size.width, size.height)
    let longer = max(size.width, size.height)
    let isPad = shorter >= 744
    let orientation: Orientation = size.width > size.height ? .landscape : .portrait
    func layout(_ side: Orientation) -> Layout {
      let matches = side == orientation
      return Layout(
        size: side == .portrait
          ? CGSize(width: shorter, height: longer) : CGSize(width: longer, height: shorter),
        safeAreaInsets: matches ? safeAreaInsets : .zero,
        horizontalSizeClass: isPad ? .regular : .compact,
        verticalSizeClass: isPad || side == .portrait ? .regular : .compact)
    }
    return DeviceProfile(
      name: "custom",
      model: isPad ? "a tablet inferred from its size" : "a phone inferred from its size",
      idiom: isPad ? .pad : .phone, scale: isPad ? 2 : 3,
      portrait: layout(.portrait), landscape: layout(.landscape), orientation: orientation)
  }
}
