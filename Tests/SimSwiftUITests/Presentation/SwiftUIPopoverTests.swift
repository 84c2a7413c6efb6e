import ResponderLabTesting
import SimSwiftUI
import Testing

private struct SortScreen: View {
  @State var sorting = false
  let arrowEdge: Edge?
  let adaptation: PresentationAdaptation?

  var body: some View {
    VStack {
      Text("sorting: \(sorting ? "yes" : "no")")
      Button("Sort") { sorting = true }
        .popover(isPresented: $sorting, arrowEdge: arrowEdge) {
          if let adaptation {
            Text("By title").presentationCompactAdaptation(adaptation)
          } else {
            Text("By title")
          }
        }
    }
  }
}

private struct Book: Identifiable {
  let id: String
}

private struct BookList: View {
  @State var selected: Book?

  var body: some View {
    VStack {
      Button("Dune") { selected = Book(id: "Dune") }
        .popover(item: $selected, attachmentAnchor: .point(.bottom)) { book in
          Text("About \(book.id)")
        }
      Text("selected: \(selected?.id ?? "none")")
    }
  }
}

private struct SizedSheet: View {
  @State var showing = false
  let sizing: _PresentationSizingRule.Base

  var body: some View {
    Button("Open") { showing = true }
      .sheet(isPresented: $showing) {
        switch sizing {
        case .automatic: Text("sheet").presentationSizing(.automatic)
        case .page: Text("sheet").presentationSizing(.page)
        case .form: Text("sheet").presentationSizing(.form)
        case .fitted: Text("sheet").frame(width: 300, height: 200).presentationSizing(.fitted)
        }
      }
  }
}

@Suite("SwiftUI popovers, compact adaptation and sizing")
@MainActor
struct SwiftUIPopoverTests {
  /// The hosting controller `host` presents, after a tap on `label`.
  private func open(
    _ label: String, on device: SimulatedDevice, host: UIViewController
  ) throws -> PresentationHostingController<AnyView> {
    try device.hand.tap(label: label)
    device.runUntilIdle()
    return try #require(host.presentedViewController as? PresentationHostingController<AnyView>)
  }

  @Test(
    "FIDELITY 12.23, 12.15, 12.17: on a tablet .popover(isPresented:) is a popover anchored at the modified view, its arrow from arrowEdge"
  )
  func popoverOnTablet() throws {
    let device = SimulatedDevice(profile: .tablet)
    let host = device.show(SortScreen(arrowEdge: .top, adaptation: nil))
    let button = try #require(device.hand.findView(showing: "Sort"))
    let content = try open("Sort", on: device, host: host)
    let popover = try #require(content.presentationController as? UIPopoverPresentationController)
    #expect(content.modalPresentationStyle == .popover)
    #expect(popover.sourceView === host.view)
    #expect(popover.sourceRect == button.frameInWindow, "the hosting view fills the window")
    #expect(popover.permittedArrowDirections == .down, "the arrow on the anchor's top edge")
    #expect(popover.arrowDirection == .down)
    #expect(content.traitCollection.horizontalSizeClass == .compact, "FIDELITY 12.5")
    #expect(device.hand.findView(showing: "By title") != nil)
    device.expectNoFaults()
  }

  @Test("FIDELITY 12.19, 12.23: a tap outside the popover dismisses it and resets the binding")
  func tapOutsideResetsTheBinding() throws {
    let device = SimulatedDevice(profile: .tablet)
    let host = device.show(SortScreen(arrowEdge: nil, adaptation: nil))
    _ = try open("Sort", on: device, host: host)
    #expect(device.hand.findView(showing: "sorting: yes") != nil)
    try device.hand.tap(at: CGPoint(x: 800, y: 1100))
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "sorting: no") != nil)
  }

  @Test("FIDELITY 12.11, 12.23: on a phone a popover is a sheet by default")
  func popoverOnPhoneIsASheet() throws {
    let device = SimulatedDevice(profile: .phone)
    let host = device.show(SortScreen(arrowEdge: nil, adaptation: nil))
    let content = try open("Sort", on: device, host: host)
    #expect(content.presentationController is UISheetPresentationController)
    #expect(content.sheetPresentationController != nil)
    #expect(content.view.frameInWindow.width == device.window.bounds.width)
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.9, 12.23: presentationCompactAdaptation(.popover) keeps a popover on a phone, and .fullScreenCover makes it one"
  )
  func compactAdaptation() throws {
    let device = SimulatedDevice(profile: .phone)
    let host = device.show(SortScreen(arrowEdge: nil, adaptation: .popover))
    let kept = try open("Sort", on: device, host: host)
    #expect(kept.presentationController is UIPopoverPresentationController)
    #expect(kept.popoverPresentationController?.arrowDirection != .unknown)
    device.expectNoFaults()

    let coverDevice = SimulatedDevice(profile: .phone)
    let coverHost = coverDevice.show(SortScreen(arrowEdge: nil, adaptation: .fullScreenCover))
    let cover = try open("Sort", on: coverDevice, host: coverHost)
    #expect(cover.presentationController is _UIFullscreenPresentationController)
  }

  @Test(
    "FIDELITY 12.23: with both size classes compact the vertical adaptation applies; in regular/regular nothing adapts"
  )
  func verticalWinsWhenBothCompact() throws {
    let delegate = PopoverPresentationDelegate()
    delegate.horizontal = .popover
    delegate.vertical = .fullScreenCover
    let device = SimulatedDevice(profile: .phone)
    let content = UIViewController()
    content.modalPresentationStyle = .popover
    let controller = try #require(content.presentationController)
    let compactBoth = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)
    let compactWidth = UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    let regular = UITraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    #expect(
      delegate.adaptivePresentationStyle(for: controller, traitCollection: compactBoth)
        == .fullScreen)
    #expect(
      delegate.adaptivePresentationStyle(for: controller, traitCollection: compactWidth) == .none)
    #expect(delegate.adaptivePresentationStyle(for: controller, traitCollection: regular) == .none)
    delegate.horizontal = .automatic
    #expect(
      delegate.adaptivePresentationStyle(for: controller, traitCollection: compactWidth)
        == .formSheet)
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.23, 12.8: a SwiftUI popover on a tablet becomes a sheet in a compact Split View side and a popover again"
  )
  func popoverFollowsSplitView() throws {
    let device = SimulatedDevice(profile: .tablet)
    let host = device.show(SortScreen(arrowEdge: nil, adaptation: nil))
    let content = try open("Sort", on: device, host: host)
    try device.resize(to: .tabletSplitOneThird, animated: false)
    device.runUntilIdle()
    #expect(content.presentationController is UISheetPresentationController)
    try device.resize(to: .tablet, animated: false)
    device.runUntilIdle()
    #expect(content.presentationController is UIPopoverPresentationController)
    device.expectNoFaults()
  }

  @Test(
    "FIDELITY 12.23: .popover(item:) shows the item's content at the anchor point and clears the item when dismissed"
  )
  func popoverItem() throws {
    let device = SimulatedDevice(profile: .tablet)
    let host = device.show(BookList())
    let button = try #require(device.hand.findView(showing: "Dune"))
    let content = try open("Dune", on: device, host: host)
    let popover = try #require(content.popoverPresentationController)
    let anchor = button.frameInWindow
    #expect(popover.sourceRect == CGRect(x: anchor.midX, y: anchor.maxY, width: 0, height: 0))
    #expect(device.hand.findView(showing: "About Dune") != nil)
    #expect(device.hand.findView(showing: "selected: Dune") != nil)
    try device.hand.tap(at: CGPoint(x: 10, y: 1100))
    device.runUntilIdle()
    #expect(host.presentedViewController == nil)
    #expect(device.hand.findView(showing: "selected: none") != nil)
  }

  @Test(
    "FIDELITY 12.24, 12.21, 12.22: presentationSizing on a tablet: .form is the form sheet's size, .page and .automatic the page width, .fitted the content's"
  )
  func presentationSizing() throws {
    var frames: [_PresentationSizingRule.Base: CGRect] = [:]
    for sizing in [_PresentationSizingRule.Base.automatic, .page, .form, .fitted] {
      let device = SimulatedDevice(profile: .tablet)
      let host = device.show(SizedSheet(sizing: sizing))
      let content = try open("Open", on: device, host: host)
      frames[sizing] = content.view.frameInWindow
      let sheet = try #require(content.sheetPresentationController)
      #expect(sheet.prefersPageSizing == (sizing == .automatic || sizing == .page), "\(sizing)")
      device.expectNoFaults()
    }
    #expect(frames[.form]?.size == CGSize(width: 580, height: 640))
    #expect(frames[.page]?.width == 704)
    #expect(frames[.automatic] == frames[.page])
    #expect(frames[.fitted]?.size == CGSize(width: 300, height: 200))
  }

  @Test(
    "FIDELITY 12.24: fitted on one axis takes the form sheet's size on the other; sticky keeps an axis from shrinking"
  )
  func fittedAndSticky() {
    let rule = Self.rule(of: .page.fitted(horizontal: false, vertical: true))
    #expect(rule.base == _PresentationSizingRule.Base.form)
    #expect(rule.fitsVertically && !rule.fitsHorizontally)
    #expect(!rule.prefersPageSizing)
    let sticky = Self.rule(of: .fitted.sticky(vertical: true))
    #expect(sticky.sticksVertically && !sticky.sticksHorizontally)
    #expect(sticky.summary == ".fitted.sticky(horizontal: false, vertical: true)")
  }

  private static func rule(of sizing: some PresentationSizing) -> _PresentationSizingRule {
    sizing._rule
  }
}
