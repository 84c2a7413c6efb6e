import Foundation
import ResponderLabDiagnostics
import ResponderLabInvariants
import ResponderLabScenarios
import ResponderLabTesting
import SimUIKit
import Testing

/// Every finding of the dump-join fuzzer, replayed with the fuzzer's own checks: each file of
/// Fuzz/Regressions/dump-join must keep every promise of ``DumpJoinPromises``.
@Suite("Dump-join fuzz findings")
@MainActor
struct DumpJoinFindingTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Regressions/dump-join")

  static let findings: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

  /// The formats the importer reads `text` as, one a dump; the world is torn down.
  static func formats(of text: String) throws -> [DumpFormat] {
    let world = try DumpImporter(file: "one.txt").importDump(text)
    defer { world.device.tearDown() }
    return world.importedDumps.map(\.format)
  }

  @Test("Every past finding of the dump-join fuzzer keeps the join's promises")
  func everyFindingKeepsThePromises() throws {
    #expect(Self.findings.count >= 2)
    for name in Self.findings {
      let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
      let text = String(decoding: data, as: UTF8.self)
      let broken = DumpJoinPromises.firstBrokenPromise(importing: DumpJoinPromises.files(of: text))
      #expect(broken == nil, "\(name): \(broken ?? "")")
    }
  }

  /// Fuzz/Regressions/dump-join/crash-0366ac7a…: a field the reader does not know, `<---`, written
  /// back verbatim and closed by the description's `>`, read as the arrow of a one-line chain.
  @Test("FIDELITY 10.1: an arrow inside a description is part of it, not a chain")
  func arrowInsideADescription() throws {
    let dump = """
      <UIWindow: 0x7f9; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
         | <UILabel: 0x7fa; frame = (16 100; 200 21); text = 'Next -> Done'; <--->
         | <UITableView: 0x7fb; frame = (0 0; 390 844); <--->
      """
    let world = try DumpImporter(file: "arrows.txt").importDump(dump)
    defer { world.device.tearDown() }
    #expect(world.importedDumps.map(\.format) == [.recursiveDescription])
    #expect(world.ids.contains("UILabel#1"))
    #expect(world.ids.contains("UITableView#1"))
    let label = try #require(world.object(named: "UILabel#1") as? UILabel)
    #expect(label.text == "Next -> Done")
    let broken = DumpJoinPromises.firstBrokenPromise(importing: [("arrows.txt", dump)])
    #expect(broken == nil, "\(broken ?? "")")
  }

  @Test("A chain written with descriptions between its arrows is still a chain")
  func chainOfDescriptions() throws {
    let world = try DumpImporter(file: "chain.txt").importDump(
      "<UILabel: 0x7fa> -> <UIView: 0x7fb> -> <UIWindow: 0x7fc>")
    defer { world.device.tearDown() }
    #expect(world.importedDumps.map(\.format) == [.arrowChain])
  }

  /// Fuzz/Regressions/dump-join/crash-view-named-application: a view whose class is called
  /// `Application`, in a chain written back with its frame. Read again, its name made it the
  /// application, and the chain that had imported was refused.
  @Test(
    "FIDELITY 10.5: a chain's responder printed with a frame is a view, whatever its class is called"
  )
  func framedResponderIsAView() throws {
    let chain = """
      <x: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x7f02>>
         | <Application: 0x7f03; frame = (0 0; 390 844); layer = <CALayer: 0x7f04>>
         |    | <Window: 0x7f05; frame = (0 0; 390 844); layer = <CALayer: 0x7f06>>
         |    |    | <UIWindowScene: 0x7f07>
         |    |    |    | <UIApplication: 0x7f08>
      """
    let world = try DumpImporter(file: "chain.txt").importDump(chain, format: .presponder)
    defer { world.device.tearDown() }
    let view = try #require(world.object(atAddress: 0x7f03) as? UIView)
    #expect(view.className == "Application")
    #expect(world.object(atAddress: 0x7f05) is UIWindow)
    #expect(world.object(atAddress: 0x7f08) is UIApplication)
  }

  /// Fuzz/Regressions/dump-join/crash-application-controller-in-a-window-chain: joined with another
  /// file, a view tree's line without an address was left out when that file was printed back (a
  /// dump's objects were known by address only), so the tree came back as one view a line, one
  /// level deeper each time, which reads as a `presponder` chain, and as a chain it was refused.
  @Test("FIDELITY 10.1: a joined view tree's line without an address is printed back with its file")
  func lineWithoutAnAddressIsPrintedBack() throws {
    let tree = """
      <UIView: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x7f02>>
         | <UIWindow: 0x7f03; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x7f04>>
         |    | <Banner: 0x7f05>
         | <Badge; frame = (0 0; 10 10)>
      """
    let other = "<UILabel: 0x7f09; frame = (0 0; 10 10); layer = <CALayer: 0x7f0a>>"
    let files = [(file: "other.txt", text: other), (file: "tree.txt", text: tree)]
    let world = try DumpImporter.importDumps(files)
    defer { world.device.tearDown() }
    let dump = try #require(world.importedDumps.first { $0.file == "tree.txt" })
    #expect(dump.format == .recursiveDescription)
    let written = DumpReexport.reexport("tree.txt", original: tree, in: world)
    #expect(written.contains("<Badge"), "\(written)")
    #expect(written.split(separator: "\n").count == 4, "\(written)")
    let broken = DumpJoinPromises.firstBrokenPromise(importing: files)
    #expect(broken == nil, "\(broken ?? "")")
  }

  /// Fuzz/Regressions/dump-join/crash-application-in-a-controller-tree: a `_printHierarchy` line
  /// `<UIApplication: 0x…>` made a controller called UIApplication, whose view, written back in a
  /// chain, then read as a view answered by the application.
  @Test(
    "FIDELITY 10.2, 10.3: a controller tree's line naming the application, a window or a scene is refused"
  )
  func uikitRespondersAreNeverControllers() {
    let trees = [
      "<UINavigationController 0x7f01>, state: appeared, view: <UILayoutContainerView 0x7f02>\n   | <UIApplication: 0x7f03>",
      "<UIWindow 0x7f01>, state: appeared, view: <UIView 0x7f02>",
      "<UIViewController 0x7f01>, state: appeared, view: <UIView 0x7f02>\n   | <UIWindowScene 0x7f04>, state: appeared, view: <UIView 0x7f05>",
    ]
    for (index, tree) in trees.enumerated() {
      do {
        let world = try DumpImporter(file: "tree.txt").importDump(tree, format: .printHierarchy)
        world.device.tearDown()
        Issue.record("tree \(index) was imported")
      } catch {
        #expect(error.position.line == (index == 1 ? 1 : 2), "\(error)")
        #expect(error.found.contains("which UIKit never prints as a controller"), "\(error)")
      }
    }
  }

  /// Fuzz/Regressions/dump-join/crash-view-line-with-a-controller-trailer: a `pvc` line read as a
  /// view (its file was a view tree), its `, state: …, view: …` kept after the view's description;
  /// a chain through that view, written back, began with it, and read as a `_printHierarchy` tree.
  @Test("FIDELITY 10.2: a view's line with a controller's words after it is still a view's")
  func viewLineWithAControllerTrailer() throws {
    let tree = "<Badge: 0x7f01; frame = (0 0; 10 10)>, state: appeared, view: <UIView 0x7f02>"
    let controllers = "<ViewController 0x7f03>, state: appeared, view: <UIView 0x7f04>"
    for (text, format) in [(tree, DumpFormat.recursiveDescription), (controllers, .printHierarchy)]
    {
      #expect(try Self.formats(of: text) == [format], "\(text)")
    }
    let files = [
      (file: "tree.txt", text: "(lldb) po x\n" + tree),
      (
        file: "chain.txt",
        text: """
        <Badge: 0x7f01>
           | <UIWindow: 0x7f05; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x7f06>>
           |    | <UIApplication: 0x7f07>
        """
      ),
    ]
    let broken = DumpJoinPromises.firstBrokenPromise(importing: files)
    #expect(broken == nil, "\(broken ?? "")")
  }

  /// Fuzz/Regressions/dump-join/crash-delegate-named-controller-before-a-window: a controller
  /// called `AppDelegate` in a chain, written back without a frame; read again, its name made it the
  /// app delegate, after a view and before a window.
  @Test(
    "FIDELITY 1.8: a frameless responder named like a delegate where no application precedes it is a controller"
  )
  func delegateNamedControllerIsAController() throws {
    let chain = """
      <Banner: 0x7f01; frame = (0 0; 10 10); layer = <CALayer: 0x7f02>>
         | <AppDelegate: 0x7f03>
         |    | <UIWindow: 0x7f04; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x7f05>>
         |    |    | <UIApplication: 0x7f06>
         |    |    |    | <AppDelegate: 0x7f07>
      """
    let world = try DumpImporter(file: "chain.txt").importDump(chain)
    defer { world.device.tearDown() }
    let controller = try #require(world.object(atAddress: 0x7f03) as? UIViewController)
    #expect(controller.viewIfLoaded === world.object(atAddress: 0x7f01))
    #expect(world.application.delegate === world.object(atAddress: 0x7f07))
    let broken = DumpJoinPromises.firstBrokenPromise(importing: [("chain.txt", chain)])
    #expect(broken == nil, "\(broken ?? "")")
  }

  /// Fuzz/Regressions/dump-join/crash-cut-marks-of-a-tree-not-joined: a second `pvc` tree that
  /// shares no address with the first is not joined, so nothing of it is rebuilt; printed back, its
  /// file was its cut mark alone (`.....`), which is no dump.
  @Test(
    "FIDELITY 10.1: a dump nothing was rebuilt from prints back as nothing, not as its cut marks")
  func cutMarksAloneAreNotADump() {
    let original = "(lldb) pvc\n<Other: 0x7f01; view = <UIView; 0x7f02>>\n.........."
    #expect(DumpReexport.merge(original: original, rebuilt: "").isEmpty)
    let rebuilt = "<Other: 0x7f01; view = <UIView; 0x7f02>>"
    #expect(DumpReexport.merge(original: original, rebuilt: rebuilt).hasSuffix("\n.........."))
  }

  /// Fuzz/Regressions/dump-join/crash-chisel-view-class-not-a-name: a chisel `pvc` line whose
  /// `view = <…>` held control characters and a space where its class goes; the class was kept as
  /// printed, and written back, the view's description did not read.
  @Test(
    "FIDELITY 10.3: a pvc view that is not '<Class; 0x…>' is rebuilt as not loaded, with a note")
  func chiselViewThatIsNotAClass() throws {
    let line =
      "<MyViewController: 0x7f01; view = <UIVi\u{0}\u{0}ler 0x7f02>; frame = (0, 0; 414, 736)>"
    let world = try DumpImporter(file: "pvc.txt").importDump(line)
    defer { world.device.tearDown() }
    let controller = try #require(world.object(atAddress: 0x7f01) as? UIViewController)
    #expect(controller.viewIfLoaded == nil)
    #expect(world.notes.contains { $0.contains("is not '<Class; 0x…>'") }, "\(world.notes)")
    // A class name holds no control character: such a line is refused where the name starts.
    #expect(throws: InputError.self) {
      let refused = try DumpImporter(file: "view.txt").importDump(
        "<UIVi\u{1}ew: 0x7f03; frame = (0 0; 1 1)>")
      refused.device.tearDown()
    }
    let broken = DumpJoinPromises.firstBrokenPromise(importing: [("pvc.txt", line)])
    #expect(broken == nil, "\(broken ?? "")")
  }

  /// Fuzz/Regressions/dump-join/crash-view-named-like-an-array: a view whose class is called
  /// `__NSArrayM`, its description cut after a `>(`; written back with its frame, the line was taken
  /// for the start of lldb's print of an array, and nothing of the dump was read.
  @Test(
    "FIDELITY 10.1: a view line named like an array, with fields, is a view; lldb's array print is not"
  )
  func viewNamedLikeAnArray() throws {
    let view = "<__NSArrayM: 0x7f01; frame = (0 0; 10 10); layer = <CALayer: 0x7f02>>("
    let world = try DumpImporter(file: "view.txt").importDump(view)
    defer { world.device.tearDown() }
    #expect(world.object(atAddress: 0x7f01)?.className == "__NSArrayM")
    // An array of views, as `po view.subviews` prints it, is still read as its elements.
    let array = """
      <__NSArrayM 0x600000c5c0f0>(
      <UILabel: 0x7f03; frame = (0 0; 10 10); layer = <_UILabelLayer: 0x7f04>>,
      <UIButton: 0x7f05; frame = (0 20; 10 10); layer = <CALayer: 0x7f06>>
      )
      """
    let elements = try DumpImporter(file: "array.txt").importDump(array)
    defer { elements.device.tearDown() }
    #expect(elements.object(atAddress: 0x7f03) is UILabel)
    #expect(elements.object(atAddress: 0x7f05)?.className == "UIButton")
    #expect(elements.object(atAddress: 0x600000c5c0f0) == nil)
  }

  /// Fuzz/Regressions/dump-join/crash-view-tree-of-one-view-a-level: a view tree of one view a
  /// level, one line of which (a `UIWindow`'s, cut) printed no frame, was read back as a
  /// `presponder` chain, where a window cannot answer a view.
  @Test(
    "FIDELITY 10.5: one view a level is a chain only if a frameless line names a controller, a scene, the application, a delegate or an app's window"
  )
  func oneViewALevelIsAChainOnlyByItsNames() throws {
    let tree = """
      <Banner: 0x7f01; frame = (0 0; 10 10); layer = <CALayer: 0x7f02>>
         | <UIWindow: 0x7f03; e: 0x1700>
         |    | <UIView: 0x7f05; frame = (0 0; 10 10); layer = <CALayer: 0x7f06>>
      """
    let world = try DumpImporter(file: "tree.txt").importDump(tree)
    defer { world.device.tearDown() }
    #expect(world.importedDumps.map(\.format) == [.recursiveDescription])
    for (last, format) in [
      ("<FeedViewController: 0x7f07>", DumpFormat.presponder),
      ("<MainWindow: 0x7f07>", .presponder), ("<Footer: 0x7f07>", .recursiveDescription),
    ] {
      let text = """
        <UILabel: 0x7f01; frame = (0 0; 10 10); layer = <_UILabelLayer: 0x7f02>>
           | <UIView: 0x7f03; frame = (0 0; 390 844); layer = <CALayer: 0x7f04>>
           |    | \(last)
        """
      #expect(try Self.formats(of: text) == [format], "\(last)")
    }
  }

  /// Fuzz/Regressions/dump-join/crash-arrow-chain-class-with-a-star: a one-line chain whose second
  /// "class" was `_*`; written back as `… → _*`, the star read as a loop's end mark, and the chain
  /// had one responder. A class name holds only letters, digits, `_`, `.` and `$`.
  @Test(
    "FIDELITY 10.5: a chain's class names are names: `_*` or a replacement character is refused")
  func arrowChainClassNamesAreNames() throws {
    for chain in ["h\u{FFFD} p->_* ication", "UILabel -> UIV*ew -> UIWindow"] {
      #expect(throws: InputError.self, "\(chain)") {
        let world = try DumpImporter(file: "chain.txt").importDump(chain)
        world.device.tearDown()
      }
    }
    let names = "UILabel -> MyApp.CardView -> _TtC5MyApp14FeedController -> UIWindow"
    let world = try DumpImporter(file: "chain.txt").importDump(names)
    defer { world.device.tearDown() }
    #expect(world.ids.contains("MyApp.CardView#1"), "\(world.ids)")
  }

  /// Fuzz/Regressions/dump-join/crash-view-line-with-a-pvc-view-field: a view line that kept a
  /// `view = <…>` field from a cut `pvc` line, written back first in its file, read as a chisel
  /// `pvc` tree. A view prints its frame without commas; chisel prints a controller's with them.
  @Test("FIDELITY 10.3: a view's line with a pvc view field stays a view tree's")
  func viewLineWithAPvcViewField() throws {
    let cases: [(String, DumpFormat)] = [
      ("<Badge: 0x7f01; frame = (0 0; 10 10); view = <UIView; 0x7f02>>", .recursiveDescription),
      (
        "<MyViewController: 0x7f03; view = <UIView; 0x7f04>; frame = (0, 0; 414, 736)>",
        .chiselViewControllers
      ),
    ]
    for (line, format) in cases {
      #expect(try Self.formats(of: line) == [format], "\(line)")
    }
  }

  /// Fuzz/Regressions/dump-join/crash-class-name-with-a-comma: `<, view: Application 0x…` read as a
  /// controller whose class was `, view: Application`; written back, it read as something else.
  @Test("FIDELITY 10.1, 10.2: a class name must be one, or the line is refused where it starts")
  func classNameMustBeAName() {
    for line in [
      "<, view: Application 0x10b05be70", "<0: 0x7f01; frame = (0 0; 1 1)>", "<a b: 0x1>",
    ] {
      do {
        let world = try DumpImporter(file: "name.txt").importDump(line)
        world.device.tearDown()
        Issue.record("'\(line)' was imported")
      } catch {
        #expect(error.position.column == 2, "\(error)")
        #expect(error.expected.contains("a class name"), "\(error)")
      }
    }
    let names = [
      "_TtGC7SwiftUI14_UIHostingViewGVS_4Text_", "SwiftUI.UpdateCoalescingCollectionView",
      "NSKVONotifying_UILabel", "$Proxy",
    ]
    for name in names {
      let world = try? DumpImporter(file: "name.txt").importDump(
        "<\(name): 0x7f01; frame = (0 0; 10 10); layer = <CALayer: 0x7f02>>")
      #expect(world?.object(atAddress: 0x7f01)?.className == name)
      world?.device.tearDown()
    }
  }

  /// Fuzz/Regressions/dump-join/crash-presented-child: a controller tree whose child a chain then
  /// shows presented by its parent. Linked, the child was both, and the tree printed back looped.
  @Test(
    "FIDELITY 1.4 step 2: a chain that would present a child or a controller presented elsewhere is refused"
  )
  func presentationThatTheTreesLeaveNoRoomForIsRefused() {
    let tree = """
      <ParentViewController 0x7f01>, state: appeared, view:  (view not loaded)
         | <ChildViewController 0x7f02>, state: appeared, view:  (view not loaded)
      """
    let presented = "<SheetViewController: 0x7f03>\n   | <ParentViewController: 0x7f01>"
    let cases = [
      (
        [
          ("tree.txt", tree),
          ("chain.txt", "<ChildViewController: 0x7f02>\n   | <ParentViewController: 0x7f01>"),
        ],
        "a child controller is never presented"
      ),
      (
        [
          ("first.txt", presented),
          ("chain.txt", "<SheetViewController: 0x7f03>\n   | <OtherViewController: 0x7f05>"),
        ],
        "presented by ParentViewController"
      ),
    ]
    for (files, reason) in cases {
      do {
        let world = try DumpImporter.importDumps(files.map { (file: $0.0, text: $0.1) })
        world.device.tearDown()
        Issue.record("\(files) was imported")
      } catch {
        #expect(error.file == "chain.txt")
        #expect(error.position.line == 2)
        #expect(error.found.contains(reason), "\(error)")
      }
    }
  }

  /// Fuzz/Regressions/dump-join/crash-controller-named-application: a controller whose class is
  /// called `Application`, in a chain written back without a frame; read again, its name made it
  /// the application, after a view.
  @Test(
    "FIDELITY 1.7, 1.8: a frameless responder named like a window or the application where neither can be is a controller"
  )
  func namesThatBreakTheOrderAreControllers() throws {
    let chain = """
      <C: 0x7f01; frame = (0 0; 10 10); layer = <CALayer: 0x7f02>>
         | <Application: 0x7f03>
         |    | <MyWindow: 0x7f04; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x7f05>>
         |    |    | <UIWindowScene: 0x7f06>
         |    |    |    | <UIApplication: 0x7f07>
         |    |    |    |    | <AppDelegate: 0x7f08>
      """
    let world = try DumpImporter(file: "chain.txt").importDump(chain)
    defer { world.device.tearDown() }
    #expect(world.object(atAddress: 0x7f03) is UIViewController)
    #expect(world.object(atAddress: 0x7f07) is UIApplication)
    let delegate = try #require(world.object(atAddress: 0x7f08))
    #expect(!(delegate is UIView) && !(delegate is UIViewController))
    // UIKit's own classes keep their roles: a view followed by UIApplication is still refused.
    #expect(throws: InputError.self) {
      let refused = try DumpImporter(file: "cut.txt").importDump("UILabel -> UIApplication")
      refused.device.tearDown()
    }
  }

  /// Fuzz/Regressions/dump-join/crash-controller-named-window: a controller whose class is called
  /// `Window`, between two views of a chain with no application in it; read again, its name made it
  /// a window answering a view.
  @Test(
    "FIDELITY 1.4, 1.7: a frameless responder named like a window between two views is a controller"
  )
  func windowNamedControllerBetweenViews() throws {
    let chain = """
      <U: 0x7f01; frame = (0 0; 390 844); layer = <CALayer: 0x7f02>>
         | <Window: 0x7f03>
         |    | <U: 0x7f04; frame = (0 0; 390 844); layer = <CALayer: 0x7f05>>
      """
    let world = try DumpImporter(file: "chain.txt").importDump(chain)
    defer { world.device.tearDown() }
    let controller = try #require(world.object(atAddress: 0x7f03) as? UIViewController)
    #expect(controller.viewIfLoaded === world.object(atAddress: 0x7f01))
    #expect(controller.next === world.object(atAddress: 0x7f04))
    let broken = DumpJoinPromises.firstBrokenPromise(importing: [("chain.txt", chain)])
    #expect(broken == nil, "\(broken ?? "")")
  }

  /// Fuzz/Regressions/dump-join/crash-window-subclass-named-oddly: a window of the app's whose class
  /// name does not end in `Window` (`baseClass = UIWindow` said what it is); written back as a chain
  /// without its `baseClass`, it read as a view answering the scene.
  @Test("FIDELITY 10.1, 10.5: an app's window class is written and read with its baseClass")
  func windowSubclassKeepsItsBaseClass() throws {
    let chain = """
      <MMBadge: 0x7f01; baseClass = UIImageView; frame = (283 1; 20 20); userInteractionEnabled = NO; layer = <CALayer: 0x7f02>>
         | <ConsoleWin: 0x7f03; baseClass = UIWindow; frame = (0 0; 320 568); layer = <UIWindowLayer: 0x7f04>>
         |    | <UIWindowScene: 0x7f05>
         |    |    | <UIApplication: 0x7f06>
      """
    let world = try DumpImporter(file: "chain.txt").importDump(chain)
    defer { world.device.tearDown() }
    let window = try #require(world.object(atAddress: 0x7f03) as? UIWindow)
    #expect(window.className == "ConsoleWin")
    let badge = try #require(world.object(atAddress: 0x7f01) as? UIImageView)
    #expect(!badge.isUserInteractionEnabled)
    let written = ResponderChainDump(style: .stable).render(from: badge)
    #expect(written.contains("<ConsoleWin#1; baseClass = UIWindow; frame = (0 0; 320 568)>"))
    #expect(written.contains("<MMBadge#1; baseClass = UIImageView; frame = (283 1; 20 20)"))
    let broken = DumpJoinPromises.firstBrokenPromise(importing: [("chain.txt", chain)])
    #expect(broken == nil, "\(broken ?? "")")
  }

  /// Fuzz/Regressions/dump-join/timeout-presentation-of-an-ancestor: a cut `pvc` tree read as
  /// controllers (a window's and the application's lines among them), then a chain in which the
  /// window's line answers the application's: the application, a child of the window's controller,
  /// would have presented it, and every walk of the world's controllers ran for ever. The finding
  /// itself is now refused sooner (UIApplication is never a controller); with an app's controller in its
  /// place, the chain's presentation of an ancestor is what is refused.
  @Test("FIDELITY 1.4: a chain in which a controller would present its own ancestor is refused")
  func presentationOfAnAncestorIsRefused() {
    let file = Self.folder.appendingPathComponent("timeout-presentation-of-an-ancestor")
    let finding = String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    #expect(finding.contains("UIApplication"))
    let cases = [
      (finding, "which UIKit never prints as a controller"),
      (
        finding.replacingOccurrences(of: "UIApplication", with: "AppShellController"),
        "inside or presented by iConsoleWindow"
      ),
    ]
    for (dump, reason) in cases {
      do {
        let world = try DumpImporter(file: "ancestor.txt").importDump(dump)
        world.device.tearDown()
        Issue.record("a presentation of an ancestor was imported")
      } catch {
        #expect(error.found.contains(reason), "\(error)")
      }
    }
  }

  /// Fuzz/Regressions/dump-join/timeout-presentation-loop: two `presponder` chains, one showing A
  /// presented by B and the other B presented by A. Linked as they stood, the presentations made a
  /// loop that every walk up or down a presentation stack followed for ever.
  @Test(
    "FIDELITY 1.4: chains that would make a loop of presentations are refused at the closing hop")
  func loopOfPresentationsIsRefused() {
    let dump = """
      (lldb) presponder 0x100
      <AViewController: 0x100>
         | <BViewController: 0x200>
         |    | <UIWindow: 0x300; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x301>>
      ---8<---
      (lldb) presponder 0x200
      <BViewController: 0x200>
         | <AViewController: 0x100>
      """
    let files = DumpJoinPromises.files(of: dump)
    #expect(files.count == 2)
    do {
      let world = try DumpImporter.importDumps(files)
      world.device.tearDown()
      Issue.record("a loop of presentations was imported")
    } catch {
      #expect(error.file == "part2.txt")
      let lines = files[1].text.components(separatedBy: "\n")
      #expect(lines[error.position.line - 1].contains("<AViewController: 0x100>"))
      #expect(error.found.contains("a loop of presentations"))
      #expect(error.fix.contains("one moment"))
    }
  }
}
