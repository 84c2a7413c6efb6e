import Foundation
import ResponderLabScenarios
import ResponderLabTesting
import SimUIKit
import Testing

/// Imports every dump of `Tests/Fixtures/RealDumps` (dumps published by others, kept verbatim) and
/// checks something specific about each; joins the pairs of one moment and walks their chains.
@Suite("Real dumps")
@MainActor
struct RealDumpCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/RealDumps")

  static func world(_ names: String...) throws -> LabWorld {
    let inputs = try names.map { name in
      (
        file: name,
        text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      )
    }
    return try DumpImporter.importDumps(inputs)
  }

  /// What each file must give: its first dump's format and the number of objects of one class.
  static let expectations: [(file: String, format: DumpFormat, className: String, count: Int)] = [
    (
      "objcio-popover-over-fullscreen.printHierarchy.txt", .printHierarchy,
      "PSPDFNavigationController", 2
    ),
    ("lyfpay-navigation.printHierarchy.txt", .printHierarchy, "LyfPay.HomeController", 1),
    (
      "lyfpay-navigation-second-run.printHierarchy.txt", .printHierarchy, "VouchersViewController",
      1
    ),
    (
      "swiftui-tabs-split-appearing.printHierarchy.txt", .printHierarchy,
      "SwiftUI.UIKitTabBarController", 1
    ),
    (
      "swiftui-tabs-split-switching.printHierarchy.txt", .printHierarchy,
      "SwiftUI.NotifyingMulticolumnSplitViewController", 2
    ),
    ("venue-map-split.printHierarchy.txt", .printHierarchy, "UISplitViewController", 1),
    ("wechat-tabs.pvc-printHierarchy.txt", .printHierarchy, "MMUINavigationController", 4),
    ("wechat-tab-badge.presponder.txt", .presponder, "MMBadgeView", 1),
    ("wechat-window.pviews.txt", .recursiveDescription, "iConsoleWindow", 1),
    (
      "stacked-fullscreen-presentations.pvc-printHierarchy.txt", .printHierarchy,
      "UIViewController", 4
    ),
    (
      "stacked-fullscreen-presentations-root.pvc.txt", .chiselViewControllers, "UIViewController", 1
    ),
    ("three-transition-views.pviews.txt", .recursiveDescription, "UITransitionView", 3),
    (
      "border-overlay-beside-transition-views.pviews.txt", .recursiveDescription,
      "UITransitionView", 2
    ),
    (
      "sample-project-four-presentations.pvc-printHierarchy.txt", .printHierarchy,
      "SampleProject.BaseViewController", 3
    ),
    ("grouped-table.ptv.txt", .recursiveDescription, "UITableView", 1),
    ("table-controller.pvc-printHierarchy.txt", .printHierarchy, "UITableViewController", 1),
    ("viewcontroller-root.pvc-printHierarchy.txt", .printHierarchy, "ViewController", 1),
    ("viewcontroller-root.presponder.txt", .presponder, "AppDelegate", 1),
    ("table-view-controller.presponder.txt", .presponder, "TableViewController", 1),
    ("labels-with-sublayers.pviews.txt", .recursiveDescription, "UILabel", 2),
    ("tabs-with-children.pvc.txt", .chiselViewControllers, "UINavigationController", 4),
    ("login-navigation.pvc.txt", .chiselViewControllers, "LoginViewController", 1),
    ("plain-window.recursiveDescription.txt", .recursiveDescription, "UIDropShadowView", 1),
    ("swiftui-text-ios26.recursiveDescription.txt", .recursiveDescription, "UIDropShadowView", 1),
    (
      "swiftui-text-ios18.recursiveDescription.txt", .recursiveDescription, "SwiftUI.CGDrawingView",
      1
    ),
    ("swiftui-label-ios26.recursiveDescription.txt", .recursiveDescription, "UITransitionView", 1),
    (
      "swiftui-label-ios17.recursiveDescription.txt", .recursiveDescription,
      "SwiftUI._UIGraphicsView", 1
    ),
    ("catalyst-two-windows.txt", .recursiveDescription, "UITextEffectsWindow", 1),
    (
      "alert-shim-window-truncated.recursiveDescription.txt", .recursiveDescription,
      "_UIAlertControllerShadowedScrollView", 1
    ),
    ("apple-id-sheet.recursiveDescription.txt", .recursiveDescription, "UIStackView", 3),
    ("wechat-ios7-elided.recursiveDescription.txt", .recursiveDescription, "MMBadgeView", 2),
    ("uiswitch-ios16-26.recursiveDescription.txt", .recursiveDescription, "UISwitch", 1),
    ("uislider-ios26.recursiveDescription.txt", .recursiveDescription, "UISlider", 1),
    ("uislider-ios16-18.recursiveDescription.txt", .recursiveDescription, "UISlider", 1),
    ("uislider-old-ios.recursiveDescription.txt", .recursiveDescription, "UISlider", 1),
    ("uiimageview-symbol.recursiveDescription.txt", .recursiveDescription, "UIImageView", 1),
    ("componentkit-flow-layout-cells.pviews.txt", .recursiveDescription, "UICollectionViewCell", 3),
    (
      "swiftui-list-ios16.recursiveDescription.txt", .recursiveDescription,
      "_UICollectionViewListCellContentView", 3
    ),
    ("childview-to-window.arrowChain.txt", .arrowChain, "ViewController", 1),
    ("wechat-emoticon-cell.presponder.txt", .presponder, "UICollectionView", 1),
  ]

  /// The class names of the chain from `responder`, as `next` walks it.
  static func chain(from responder: UIResponder) -> [String] {
    var names: [String] = []
    var current: UIResponder? = responder
    while let next = current {
      names.append(next.className)
      current = next.next
    }
    return names
  }

  @Test("FIDELITY 10.1, 10.2, 10.3, 10.5: every real dump imports, in its format, with its objects")
  func everyFileImports() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".txt") }
    #expect(
      Set(files) == Set(Self.expectations.map(\.file)), "every corpus file has an expectation")
    for expected in Self.expectations {
      let world = try Self.world(expected.file)
      defer { world.device.tearDown() }
      #expect(world.importedDumps.first?.format == expected.format, "\(expected.file)")
      let count = world.allResponders.filter { $0.className == expected.className }.count
      #expect(count == expected.count, "\(expected.file): \(expected.className)")
    }
  }

  @Test(
    "FIDELITY 1.2, 10.1, 10.5: a chain's views keep what their lines print, through a collection view cell"
  )
  func wechatEmoticonChain() throws {
    let world = try Self.world("wechat-emoticon-cell.presponder.txt")
    defer { world.device.tearDown() }
    let emoticon = try #require(world.object(named: "0x13fae98a0"))
    #expect(
      Self.chain(from: emoticon) == [
        "EmoticonViewWithPreview", "EmoticonGridView",
        "EmoticonBoardPageCollectionEmoticonGridCell",
        "UICollectionView", "UIView", "EmoticonBoardView", "MMInputToolView", "UIView",
        "BaseMsgContentViewController",
      ])
    // The collection view prints no clipsToBounds: it does not clip, though a new one would.
    let collection = try #require(world.object(named: "0x13e899a00") as? UICollectionView)
    #expect(!collection.clipsToBounds)
    #expect(collection.bounds.origin == CGPoint(x: 2250, y: 0))
    // A view that is no label keeps its `text = ''` field verbatim, to be shown back.
    let input = try #require(world.object(named: "0x13f5b7cf0"))
    #expect(world.importedFields[ObjectIdentifier(input)]?.first == "text = ''")
    // The last line, dots behind tree marks, is where the author cut the chain.
    #expect(!world.allResponders.contains { $0.className.contains(".") && $0 is UIView })
  }

  @Test("FIDELITY 10.1: escapes are read as text, (layer) lines skipped, unknown fields kept")
  func fieldsOfTheSheet() throws {
    let world = try Self.world("apple-id-sheet.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let labels = world.allResponders.compactMap { $0 as? UILabel }.compactMap(\.text)
    #expect(labels.contains("取消"))
    let table = try #require(world.object(named: "0x1081a0600") as? UIView)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 627))
    #expect(
      world.importedFields[ObjectIdentifier(table)]?.contains("contentOffset: {0, -56}") == true)
    let layered = try Self.world("swiftui-text-ios26.recursiveDescription.txt")
    defer { layered.device.tearDown() }
    #expect(layered.importedDumps.first?.layerLines == 2)
  }

  @Test("FIDELITY 1.2, 1.4, 10.2, 10.5: joined dumps give a chain through their controllers")
  func wechatPairChain() throws {
    let world = try Self.world(
      "wechat-tabs.pvc-printHierarchy.txt", "wechat-tab-badge.presponder.txt",
      "wechat-window.pviews.txt")
    defer { world.device.tearDown() }
    let byAddress = try #require(world.object(named: "0x116c695a0"))
    let byName = try #require(world.object(named: "MMBadgeView#1"))
    #expect(byAddress === byName)
    var chain: [String] = []
    var current: UIResponder? = byAddress
    while let responder = current {
      chain.append(responder.className)
      current = responder.next
    }
    #expect(
      chain == [
        "MMBadgeView", "MMTabBar", "UILayoutContainerView", "MainTabBarViewController",
        "iConsoleWindow", "UIApplication", "MicroMessengerAppDelegate",
      ])
  }

  @Test("FIDELITY 1.4, 10.2, 10.3: a pvc line joins the controller with the same address")
  func stackedPresentationsPair() throws {
    let world = try Self.world(
      "stacked-fullscreen-presentations.pvc-printHierarchy.txt",
      "stacked-fullscreen-presentations-root.pvc.txt")
    defer { world.device.tearDown() }
    let top = try #require(world.object(named: "0x7f8527501000") as? UIViewController)
    #expect(top.next === world.object(named: "0x7f8527609f70"))
    let root = try #require(world.object(named: "UIViewController#1") as? UIViewController)
    #expect(root === world.object(named: "0x7f85274116b0"))
    #expect(root.viewIfLoaded?.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
  }

  @Test("FIDELITY 1.4, 1.7, 10.5: a controller's chain from presponder joins its _printHierarchy")
  func controllerPresponderPair() throws {
    let world = try Self.world(
      "viewcontroller-root.pvc-printHierarchy.txt", "viewcontroller-root.presponder.txt")
    defer { world.device.tearDown() }
    let controller = try #require(world.object(named: "0x136514a60"))
    #expect(controller.next?.className == "UIWindow")
    #expect(controller.next?.next is UIApplication)
    #expect(world.object(named: "ViewController#1") === controller)
  }

  @Test("FIDELITY 1.2, 10.1, 10.2: a table view printed twice is one view of one controller")
  func tablePair() throws {
    let world = try Self.world("table-controller.pvc-printHierarchy.txt", "grouped-table.ptv.txt")
    defer { world.device.tearDown() }
    let table = try #require(world.object(named: "0x7fada085dc00") as? UIView)
    #expect(table.next === world.object(named: "UITableViewController#1"))
    #expect(table.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
  }

  @Test("FIDELITY 1.2, 10.1: a collection view keeps its cells, its offset and its layout")
  func flowLayoutCells() throws {
    let world = try Self.world("componentkit-flow-layout-cells.pviews.txt")
    defer { world.device.tearDown() }
    let collection = try #require(world.object(named: "0x7caf3800") as? UICollectionView)
    #expect(collection.bounds.origin == CGPoint(x: 0, y: 315))
    #expect(
      world.importedTrailers[ObjectIdentifier(collection)]
        == "collection view layout: <UICollectionViewFlowLayout: 0x7ae60ab0>")
    let cells = collection.subviews.filter { $0.className == "UICollectionViewCell" }
    #expect(
      cells.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 320, height: 496.5),
        CGRect(x: 0, y: 496.5, width: 320, height: 355.5),
        CGRect(x: 0, y: 852, width: 320, height: 416.5),
      ])
    // The two scroll indicators the dump printed after the cells stay the collection view's own.
    #expect(collection.subviews.count == 5)
    let text = try #require(world.object(named: "0x7b46e120"))
    #expect(
      Self.chain(from: text) == [
        "CKTextComponentView", "UIView", "UIView", "UICollectionViewCell", "UICollectionView",
      ])
  }

  @Test("FIDELITY 1.2, 10.1: a SwiftUI list's text goes up its list cell to the collection view")
  func swiftUIListCells() throws {
    let world = try Self.world("swiftui-list-ios16.recursiveDescription.txt")
    defer { world.device.tearDown() }
    let header = try #require(world.object(named: "0x14801c000") as? UIView)
    #expect(header.frame == CGRect(x: 16, y: 0, width: 268, height: 38.6667))
    let decoration = try #require(world.object(named: "0x12f514bc0") as? UIView)
    #expect(decoration.frame == CGRect(x: -16, y: -1000, width: 332, height: 1100.33))
    let text = try #require(world.object(named: "0x13a9053c0"))
    #expect(
      Array(Self.chain(from: text).prefix(10)) == [
        "_TtCOCV7SwiftUI11DisplayList11ViewUpdater8Platform13CGDrawingView",
        "_TtGC7SwiftUI15CellHostingViewGVS_15ModifiedContentVS_14_ViewList_ViewVS_26CollectionViewCellModifier__",
        "_UICollectionViewListCellContentView", "SwiftUI.ListCollectionViewCell",
        "SwiftUI.UpdateCoalescingCollectionView",
        "_TtGC7SwiftUI16PlatformViewHostGVS_P10$111818dc817ListRepresentableGVS_28CollectionViewListDataSourceOs5Never_GOS_19SelectionManagerBoxS3____",
        "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_4ListOs5NeverGVS_9TupleViewTGVS_7SectionVS_4TextS6_VS_9EmptyView_GS5_S7_S6_S7_______",
        "UIDropShadowView", "UITransitionView", "UIWindow",
      ])
  }

  @Test("FIDELITY 1.2, 1.4, 1.6: a published arrow chain rebuilds a controller owning its view")
  func childViewArrowChain() throws {
    let world = try Self.world("childview-to-window.arrowChain.txt")
    defer { world.device.tearDown() }
    let child = try #require(world.object(named: "ChildView#1"))
    #expect(
      Array(Self.chain(from: child).prefix(6)) == [
        "ChildView", "RootView", "ViewController", "UIDropShadowView", "UITransitionView",
        "UIWindow",
      ])
    let controller = try #require(world.object(named: "ViewController#1") as? UIViewController)
    #expect(controller.viewIfLoaded === world.object(named: "RootView#1"))
  }
}
