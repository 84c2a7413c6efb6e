/// The hosting controller SwiftUI presents `.sheet` and `.fullScreenCover` content in
/// (FIDELITY 7.1).
///
/// SwiftUI installs its own adaptive delegate on the presentation controller; whether SwiftUI
/// depends on that delegate to learn of a user's dismissal is switched by
/// ``SwiftUIAssumptions/sheetDismissalReset`` (FIDELITY 5.4).
open class PresentationHostingController<Content: View>: UIHostingController<Content> {
  /// SwiftUI's own delegate, held strongly here because the presentation controller holds its
  /// delegate weakly (FIDELITY 2.6).
  package var swiftUIDelegate: SheetPresentationDelegate?
}
