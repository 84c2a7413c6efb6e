import ResponderLabDiagnostics
import ResponderLabScenarios
import ResponderLabTesting
import SimUIKit
import Testing

@Suite("Importing a device's dumps")
@MainActor
struct DumpImporterTests {
  static let navigationWithSheet = """
    <UINavigationController 0x7fb1d8022000>, state: appeared, view: <UILayoutContainerView 0x7fb1d6c0a3b0>
       | <InboxViewController 0x7fb1d6d0a6e0>, state: appeared, view: <UIView 0x7fb1d6c0c8d0>
       + <UINavigationController 0x7fb1d8830000>, state: appeared, view: <UILayoutContainerView 0x7fb1d6e0b2a0>, presented with: <_UIPageSheetPresentationController 0x7fb1d6d0f1b0>
       |    | <ComposeViewController 0x7fb1d6e0a1c0>, state: appeared, view: <UIView 0x7fb1d6e0c3d0>
    """

  static let recursiveDescription = """
    <UIWindow: 0x7f9c3b50a2d0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4c0c0>; layer = <UIWindowLayer: 0x600000c4c090>>
       | <UITransitionView: 0x7f9c3b60b6a0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000238f40>>
       |    | <UIDropShadowView: 0x7f9c3b60c1e0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000239000>>
       |    |    | <UIView: 0x7f9c3b40a8b0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000238d20>>
       |    |    |    | <UILabel: 0x7f9c3b40b110; frame = (20 100; 350 21); text = 'Hello; world'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002100000>>
       |    |    |    | <MyCardView: 0x7f9c3b40c220; frame = (20 140; 350 200); clipsToBounds = YES; layer = <CALayer: 0x600000238e00>>
       |    |    |    |    | <UILabel: 0x7f9c3b40d330; frame = (10 10; 100 20); text = 'Inside'; hidden = YES; layer = <CALayer: 0x600000238e60>>
    """

  @Test(
    "A _printHierarchy dump of a navigation controller with a presented sheet prints back equivalent (FIDELITY 10.2, 2.3)"
  )
  func printHierarchyRoundTrip() throws {
    let world = try DumpImporter(file: "nav.txt").importDump(Self.navigationWithSheet)
    let root = try #require(world.rootController)
    let rebuilt = ControllerTreeDump(style: .stable).render(root)
    #expect(
      rebuilt == """
        <UINavigationController#1>, state: appeared, view: <UILayoutContainerView#1>
           | <InboxViewController#1>, state: appeared, view: <UIView#1>
           + <UINavigationController#2>, state: appeared, view: <UILayoutContainerView#2>, presented with: <_UIPageSheetPresentationController#1>
           |    | <ComposeViewController#1>, state: appeared, view: <UIView#2>
        """)
    #expect(world.notes.isEmpty)
  }

  @Test(
    "With addresses, the rebuilt _printHierarchy is the device's text, byte for byte (FIDELITY 10.2)"
  )
  func printHierarchyRoundTripWithAddresses() throws {
    let world = try DumpImporter(file: "nav.txt").importDump(Self.navigationWithSheet)
    let root = try #require(world.rootController)
    #expect(ControllerTreeDump(style: .uikit).render(root) == Self.navigationWithSheet)
  }

  @Test("Imported controllers are found by the dump's classes and order")
  func controllerIDs() throws {
    let world = try DumpImporter(file: "nav.txt").importDump(Self.navigationWithSheet)
    #expect(world.object(named: "ComposeViewController#1")?.className == "ComposeViewController")
    #expect(world.object(named: "UINavigationController#2") is UINavigationController)
    let compose = try #require(world.object(named: "ComposeViewController#1") as? UIViewController)
    #expect(compose.presentingViewController === world.object(named: "UINavigationController#1"))
  }

  @Test(
    "A recursiveDescription dump rebuilds views with frames, flags and unknown classes (FIDELITY 10.1)"
  )
  func recursiveDescription() throws {
    let world = try DumpImporter(file: "views.txt").importDump(Self.recursiveDescription)
    let card = try #require(world.object(named: "MyCardView#1") as? UIView)
    #expect(card.className == "MyCardView")
    #expect(card.clipsToBounds)
    #expect(card.frame == CGRect(x: 20, y: 140, width: 350, height: 200))
    let first = try #require(world.object(named: "UILabel#1") as? UILabel)
    #expect(first.text == "Hello; world")
    #expect(!first.isUserInteractionEnabled)
    let second = try #require(world.object(named: "UILabel#2") as? UILabel)
    #expect(second.isHidden)
    #expect(second.superview === card)
  }

  @Test(
    "The chain from an imported view goes up superviews to the window, scene and application (FIDELITY 1.2, 1.7)"
  )
  func importedViewChain() throws {
    let world = try DumpImporter(file: "views.txt").importDump(Self.recursiveDescription)
    let label = try #require(world.object(named: "UILabel#2"))
    #expect(
      ResponderChainDump().arrowLine(from: label)
        == "UILabel → MyCardView → UIView → UIDropShadowView → UITransitionView → UIWindow → UIWindowScene → UIApplication"
    )
  }

  @Test("An arrow chain rebuilds a world whose own chain is the same (FIDELITY 1.2, 1.4, 1.6–1.8)")
  func arrowChain() throws {
    let text =
      "UILabel -> UIView -> UIView -> ViewController -> UIDropShadowView -> UITransitionView -> UIWindow -> UIWindowScene -> UIApplication -> AppDelegate"
    let world = try DumpImporter(file: "chain.txt").importDump(text)
    let label = try #require(world.object(named: "UILabel#1"))
    #expect(
      ResponderChainDump().arrowLine(from: label) == text.replacingOccurrences(of: "->", with: "→"))
  }

  /// Chains as posts print them, from a loop over `next`: in Markdown bold with `-->`, split over
  /// two lines and ended by `-> *`, in a Swift comment, and inside a code fence.
  @Test(
    "FIDELITY 10.5: arrow chains in bold, with -->, ended by '-> *', in a comment or a fence are read",
    arguments: [
      (
        "**CircleButton --> CustomTabBar --> UIView --> UINavigationController --> UIWindow --> UIApplication --> AppDelegate**",
        "CircleButton → CustomTabBar → UIView → UINavigationController → UIWindow → UIApplication → AppDelegate"
      ),
      (
        "UIButton -> UIView -> UITransitionView -> \nUIWindow -> UIWindowScene -> UIApplication -> AppDelegate -> *",
        "UIButton → UIView → UITransitionView → UIWindow → UIWindowScene → UIApplication → AppDelegate"
      ),
      (
        "// MyView -> UIView -> UIWindow -> UIApplication -> AppDelegate",
        "MyView → UIView → UIWindow → UIApplication → AppDelegate"
      ),
      (
        "```swift\nChildView -> RootView -> ViewController\n```",
        "ChildView → RootView → ViewController"
      ),
    ])
  func arrowChainAsPostsPrintIt(text: String, chain: String) throws {
    let world = try DumpImporter(file: "post.txt").importDump(text)
    defer { world.device.tearDown() }
    #expect(world.importedDumps.map(\.format) == [.arrowChain])
    let first = try #require(world.object(named: "\(chain.prefix { $0 != " " })#1"))
    #expect(ResponderChainDump().arrowLine(from: first) == chain)
  }

  @Test(
    "A presented controller's chain imported from presponder goes to its presenter (FIDELITY 10.5, 1.4 step 2, 1.9c)"
  )
  func presponderWithPresentation() throws {
    let text = """
      <UITextField: 0x1; frame = (0 0; 100 30)>
         | <UIView: 0x2; frame = (0 0; 390 844)>
         |    | <HitTestViewController: 0x3>
         |    |    | <MenuViewController: 0x4>
         |    |    |    | <UITransitionView: 0x5; frame = (0 0; 390 844)>
         |    |    |    |    | <UIWindow: 0x6; frame = (0 0; 390 844)>
         |    |    |    |    |    | <UIWindowScene: 0x7>
         |    |    |    |    |    |    | <UIApplication: 0x8>
         |    |    |    |    |    |    |    | <AppDelegate: 0x9>
      """
    let world = try DumpImporter(file: "presponder.txt").importDump(text)
    let field = try #require(world.object(named: "UITextField#1"))
    #expect(
      ResponderChainDump().arrowLine(from: field)
        == "UITextField → UIView → HitTestViewController → MenuViewController → UITransitionView → UIWindow → UIWindowScene → UIApplication → AppDelegate"
    )
  }

  @Test(
    "Broken trees and impossible chains are errors that name the line and column and say how to fix them",
    arguments: [
      (
        "<UIView: 0x1; frame = (0 0; 390 844)>\n   |    |    | <UILabel: 0x2; frame = (0 0; 1 1)>",
        2, 16, "at most 1 '   | ' prefix (one more than the line above)"
      ),
      ("UILabel -> -> UIView", 1, 12, "a class name between two arrows"),
      (
        "UIWindow -> UILabel", 1, 13,
        "after UIWindow (a window), a scene or a application (FIDELITY 1.7)"
      ),
    ])
  func badDumps(text: String, line: Int, column: Int, expected: String) {
    #expect {
      _ = try DumpImporter(file: "bad.txt").importDump(text)
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.position == SourcePosition(line: line, column: column)
        && error.expected == expected && !error.fix.isEmpty
    }
  }

  @Test(
    "FIDELITY 10.1, 10.2: cut or unusual lines import as far as they go, with a note",
    arguments: [
      "<UINavigationController 0x7f>, state: appeared, view: <UILayoutContainerView 0x7f>\n   | <InboxViewController 0x7f>, stat",
      "<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UILabel: 0x2; frame = (0 0; 10",
      "<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UILabel: 0x2; frame = (0 0 10)>",
      "<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x3; frame = (0 0; 1 1)>\n   | <UILabel: 0x2; text = 'a'>",
      "<UIViewController 0x1>, state: asleep, view: <UIView 0x2>",
    ])
  func cutDumps(text: String) throws {
    let world = try DumpImporter(file: "cut.txt").importDump(text)
    defer { world.device.tearDown() }
    #expect(!world.notes.isEmpty)
    #expect(world.allResponders.count > 1)
  }

  @Test("Text that is no dump at all is refused with the formats it could have been")
  func notADump() {
    #expect {
      _ = try DumpImporter(file: "notes.txt").importDump("hello there\nhow are you")
    } throws: { error in
      (error as? InputError)?.expected.contains("recursiveDescription") ?? false
    }
  }

  @Test("A dump nested deeper than the limit is refused instead of overflowing the stack")
  func tooDeep() {
    let text = (0...600).map {
      String(repeating: "   | ", count: $0) + "<UIView: 0x1; frame = (0 0; 1 1)>"
    }
    .joined(separator: "\n")
    #expect {
      _ = try DumpImporter(file: "deep.txt").importDump(text)
    } throws: { error in
      (error as? InputError)?.expected == "at most 500 levels of nesting"
    }
  }
}
