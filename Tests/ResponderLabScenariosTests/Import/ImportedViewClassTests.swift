import Foundation
import ResponderLabTesting
import SimUIKit
import Testing

@testable import ResponderLabScenarios

/// The class a dump's view is rebuilt as: its own where the simulator has it, else the UIKit class
/// the description prints as its `baseClass` (FIDELITY 10.1), else a plain view.
@Suite("Rebuilt view classes")
@MainActor
struct ImportedViewClassTests {
  @Test("FIDELITY 10.1: an app's class is rebuilt as the UIKit class its baseClass names")
  func baseClassChoosesTheClass() {
    #expect(
      DumpImporter.newView(className: "MMTabBar", baseClass: "UITabBar", frame: .zero) is UITabBar)
    #expect(
      DumpImporter.newView(className: "MMBadgeView", baseClass: "UIImageView", frame: .zero)
        is UIImageView)
    #expect(
      DumpImporter.newView(
        className: "SwiftUI.UpdateCoalescingCollectionView", baseClass: "UICollectionView",
        frame: .zero) is UICollectionView)
    // A class the simulator knows is its own, whatever the base class says.
    #expect(
      DumpImporter.newView(className: "UILabel", baseClass: "UIView", frame: .zero) is UILabel)
    // Neither known: the name decides, as before.
    #expect(
      DumpImporter.newView(className: "FancyLabel", baseClass: "UIFancy", frame: .zero) is UILabel)
    #expect(type(of: DumpImporter.newView(className: "Plain", frame: .zero)) == UIView.self)
  }

  @Test("Whether a class is rebuilt as a window is known without making a view")
  func windowCheckAgreesWithTheViewMade() {
    var names: [(String, String?)] = DumpImporter.knownViewClasses.map { ($0, nil) }
    names += [
      ("iConsoleWindow", "UIWindow"), ("iConsoleWindow", nil), ("MyWindow", "UIView"),
      ("MMTabBar", "UITabBar"), ("UIWindowLabel", nil), ("Plain", nil), ("UIView", "UIWindow"),
    ]
    for (name, base) in names {
      let made = DumpImporter.newView(className: name, baseClass: base, frame: .zero)
      #expect(
        DumpImporter.isWindow(className: name, baseClass: base) == (made is UIWindow),
        "\(name) (\(base ?? "no base class"))")
    }
  }

  @Test("FIDELITY 10.1, 9.2: real dumps' app classes come back as their UIKit base classes")
  func realDumpsUseTheirBaseClasses() throws {
    let wechat = try RealDumpCorpusTests.world("wechat-ios7-elided.recursiveDescription.txt")
    defer { wechat.device.tearDown() }
    let badge = try #require(wechat.object(atAddress: 0x1600_55a0) as? UIImageView)
    #expect(!badge.isUserInteractionEnabled)
    #expect(wechat.object(atAddress: 0x1600_4ec0) is UILabel)
    let list = try RealDumpCorpusTests.world("swiftui-list-ios16.recursiveDescription.txt")
    defer { list.device.tearDown() }
    let collection = try #require(list.object(atAddress: 0x15f8_36400) as? UICollectionView)
    #expect(collection.className == "SwiftUI.UpdateCoalescingCollectionView")
  }
}
