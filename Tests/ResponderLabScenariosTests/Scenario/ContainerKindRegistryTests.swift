import SimUIKit
import Testing

@testable import ResponderLabScenarios

/// One registry, ``ContainerKind/all``, knows each kind of container: the scenario loader accepts
/// its names, the scenario builder and the dump importer make its controllers.
@Suite("The container kinds: one registry for scenarios and dumps")
@MainActor
struct ContainerKindRegistryTests {
  /// For each registered kind, a dump class of that kind. A kind added to the registry fails
  /// ``everyKindIsSampled`` until it has one here.
  static let dumpClasses = [
    "alert": "UIAlertController",
    "navigation": "UINavigationController",
    "tab": "UITabBarController",
    "hosting": "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_",
    "plain": "InboxViewController",
  ]

  /// A scenario whose window shows a controller of `kind`, with a plain child where the kind takes
  /// children, and content where it shows SwiftUI.
  static func scenario(kind: ContainerKind) -> String {
    let extra =
      switch kind.name {
      case "alert": ""
      case "hosting": #", "content": { "Text": "Hello" }"#
      default: #", "\#(kind.childrenKey)": ["child"]"#
      }
    return """
      {
        "window": { "root": "made" },
        "controllers": [
          { "id": "made", "kind": "\(kind.name)"\(extra) },
          { "id": "child" }
        ]
      }
      """
  }

  @Test("The loader's kinds are the registry's, in its order")
  func loaderKinds() throws {
    #expect(Scenario.Controller.Kind.allCases.map(\.rawValue) == ContainerKind.all.map(\.name))
    #expect(Scenario.Controller.Kind(rawValue: "split") == nil)
    do {
      _ = try ScenarioLoader(file: "s.json").load(
        #"{ "window": { "root": "r" }, "controllers": [{ "id": "r", "kind": "split" }] }"#)
      Issue.record("an unknown kind loaded")
    } catch {
      for kind in ContainerKind.all {
        #expect(error.description.contains("\"\(kind.name)\""), "\(error.description)")
      }
    }
  }

  @Test("Every registered kind has a dump class in this test")
  func everyKindIsSampled() {
    #expect(Set(Self.dumpClasses.keys) == Set(ContainerKind.all.map(\.name)))
  }

  @Test(
    "The builder and the importer make each registered kind's controller",
    arguments: ContainerKind.all.map(\.name))
  func builderAndImporterAgree(name: String) throws {
    let kind = try #require(ContainerKind.all.first { $0.name == name })

    // The builder makes the kind, and the importer reads the class it made as the same kind.
    let world = try ScenarioLoader(file: "s.json").load(Self.scenario(kind: kind)).build()
    let built = try #require(world.object(named: "made") as? UIViewController)
    #expect(ContainerKind.kind(ofClassNamed: "\(type(of: built))").name == name, "\(built)")
    if kind.makeForScenario == nil {
      #expect(ObjectIdentifier(type(of: built)) == ObjectIdentifier(type(of: kind.make())))
    }

    // The importer makes a dump's class of that kind with the kind's `make`.
    let className = try #require(Self.dumpClasses[name])
    #expect(ContainerKind.kind(ofClassNamed: className).name == name)
    let dump = "<\(className) 0x7fb1d8022000>, state: appeared, view: <UIView 0x7fb1d6c0a3b0>"
    let imported = try DumpImporter(file: "d.txt").importDump(dump)
    let root = try #require(imported.rootController)
    #expect(
      ObjectIdentifier(type(of: root)) == ObjectIdentifier(type(of: kind.make())),
      "imported \(type(of: root))")
  }
}
