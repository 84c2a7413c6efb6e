import Foundation
import Testing

/// Reads every public type and protocol declared in SimUIKit and SimSwiftUI and checks its isolation
/// against the SDK's: UIKit- and SwiftUI-shaped classes and protocols are `@preconcurrency
/// @MainActor` (or inherit it), values UIKit and SwiftUI declare nonisolated stay nonisolated.
@Suite("Isolation as the SDK declares it")
struct DeclaredIsolationTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// Public classes and protocols that are nonisolated in the SDK too, with the reason.
  static let nonisolatedInTheSDK: [String: String] = [
    "UIColor": "UIKit's UIColor is Sendable and nonisolated",
    "UIImage": "UIKit's UIImage is Sendable and nonisolated",
    "UIFont": "UIKit's UIFont is Sendable and nonisolated",
    "Configuration": "UIKit's UIImage.Configuration is Sendable and nonisolated",
    "SymbolConfiguration": "UIKit's UIImage.SymbolConfiguration is Sendable and nonisolated",
    "ObservableObject": "Combine's protocol, nonisolated",
    "ObservableObjectPublisher": "Combine's publisher, nonisolated",
    "AnyCancellable": "Combine's cancellable, nonisolated",
    "PublishedBox": "storage of Combine's @Published, nonisolated",
    "DynamicProperty": "SwiftUI's DynamicProperty is nonisolated",
    "SimulatedUserDefaults":
      "the device's stand-in for Foundation's UserDefaults, which is nonisolated and thread-safe",
    "EnvironmentKey": "SwiftUI's EnvironmentKey is nonisolated",
    "PreferenceKey": "SwiftUI's PreferenceKey is a nonisolated protocol of static requirements",
    "PickerStyle":
      "a style protocol with no requirements of its own, adopted by the style value types",
    "ShapeStyle": "SwiftUI's ShapeStyle is Sendable and nonisolated",
    "PresentationSizing":
      "SwiftUI's PresentationSizing is nonisolated; its sizings are Sendable values",
    "UITraitDefinition":
      "UIKit's UITraitDefinition is a nonisolated protocol of static requirements",
    "UIMutableTraits": "UIKit's Swift UIMutableTraits protocol is nonisolated",
    "SimulatedMainOperationQueue":
      "what OperationQueue.main returns; Foundation's OperationQueue is nonisolated",
  ]

  @Test("No public declaration is main-actor isolated without pre-concurrency semantics")
  func noPlainMainActor() throws {
    let plain = try Self.declarations().filter {
      $0.attributes.contains("@MainActor") && !$0.attributes.contains("@preconcurrency")
    }
    #expect(plain.map(\.location) == [])
  }

  @Test(
    "Every public class and protocol is isolated, inherits isolation, or is nonisolated in the SDK")
  func classesAndProtocolsAreIsolated() throws {
    let declarations = try Self.declarations()
    // A subclass or a refining protocol inherits its parent's isolation, however far up it is.
    var isolated = Set(declarations.filter { $0.attributes.contains("@MainActor") }.map(\.name))
    var grew = true
    while grew {
      let inheriting = declarations.filter { declaration in
        !isolated.contains(declaration.name)
          && declaration.parents.contains(where: isolated.contains)
      }
      isolated.formUnion(inheriting.map(\.name))
      grew = !inheriting.isEmpty
    }
    let unexplained = declarations.filter { declaration in
      (declaration.kind == "class" || declaration.kind == "protocol")
        && !isolated.contains(declaration.name)
        && Self.nonisolatedInTheSDK[declaration.name] == nil
    }
    #expect(unexplained.map(\.location) == [])
  }

  @Test("UIKit's value types stay nonisolated, as the SDK declares them")
  func valuesStayNonisolated() throws {
    let declarations = try Self.declarations()
    for name in [
      "UIEdgeInsets", "UIModalPresentationStyle", "UITraitCollection", "Identifier", "UIColor",
    ] {
      let found = declarations.filter { $0.name == name }
      #expect(!found.isEmpty, "\(name) is not declared")
      #expect(found.allSatisfy { !$0.attributes.contains("@MainActor") }, "\(name) is isolated")
    }
  }

  struct Declaration {
    var kind: String
    var name: String
    var parents: [String]
    var attributes: String
    var location: String
  }

  static func declarations() throws -> [Declaration] {
    let pattern = try Regex(
      #"^\s*(?:nonisolated\s+)?(?:public|open)\s+(?:final\s+)?(class|protocol|struct|enum)\s+(\w+)[^:{]*(?::\s*([^{]*))?"#
    )
    var found: [Declaration] = []
    for module in ["SimUIKit", "SimSwiftUI"] {
      let folder = sources.appendingPathComponent(module)
      let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      for file in files {
        let lines = try String(contentsOf: file, encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
          // A declaration whose inheritance clause goes on to the next line is read as one line,
          // and generic parameter clauses are dropped so that their colons are not taken for it.
          var declaration = String(line)
          if declaration.hasSuffix(":") || declaration.hasSuffix(","), index + 1 < lines.count {
            declaration += " " + lines[index + 1].trimmingCharacters(in: .whitespaces)
          }
          declaration = declaration.replacing(try Regex(#"<[^<>]*(<[^<>]*>[^<>]*)*>"#), with: "")
          guard let match = try pattern.firstMatch(in: declaration) else { continue }
          var attributes: [Substring] = []
          var previous = index - 1
          while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
            attributes.append(lines[previous])
            previous -= 1
          }
          let parents = (match.output[3].substring ?? "")
            .split(separator: ",")
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
            .map { $0.split(separator: "<").first.map(String.init) ?? $0 }
          found.append(
            Declaration(
              kind: String(match.output[1].substring ?? ""),
              name: String(match.output[2].substring ?? ""),
              parents: parents,
              attributes: attributes.joined(separator: " "),
              location: "\(module)/\(file.lastPathComponent):\(index + 1)"))
        }
      }
    }
    return found
  }
}
