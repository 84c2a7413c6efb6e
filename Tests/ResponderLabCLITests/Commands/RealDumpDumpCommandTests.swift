import Foundation
import ResponderLabCLI
import Testing

/// `dump --addresses` of a real dump, in the dump's own format, prints it back as the device
/// printed it, exactly as `import --addresses` does (`RealDumpRoundTripTests` checks that against
/// the device's lines).
@Suite("dump --addresses of real dumps")
@MainActor
struct RealDumpDumpCommandTests {
  /// The `dump --format` that prints each kind of file of the corpus, by the end of its name.
  static let formats = [
    ".printHierarchy.txt": "vc", ".pvc-printHierarchy.txt": "vc", ".pvc.txt": "pvc",
    ".recursiveDescription.txt": "views", ".pviews.txt": "views", ".ptv.txt": "views",
  ]

  @Test(
    "FIDELITY 10.1, 10.2, 10.3: dump --addresses prints every real dump as import --addresses does"
  )
  func sameAsImport() throws {
    var compared = 0
    for file in RealDumpCheckTests.files {
      guard let format = Self.formats.first(where: { file.hasSuffix($0.key) })?.value else {
        continue
      }
      let path = "\(RealDumpCheckTests.folder)/\(file)"
      let imported = ToolRun(["import", path, "--addresses", "--json"])
      let json = try JSONSerialization.jsonObject(with: Data(imported.output.utf8))
      let rebuilt = try #require((json as? [String: Any])?["rebuilt"] as? String, "\(file)")
      let dumped = ToolRun(["dump", path, "--format", format, "--addresses"])
      #expect(dumped.code == .success, "\(file)")
      #expect(dumped.output == rebuilt + "\n", "\(file)")
      compared += 1
    }
    #expect(compared >= 25)
  }

  @Test("dump --addresses in another format than the dump's prints the simulator's lines")
  func otherFormat() {
    let file = "\(RealDumpCheckTests.folder)/lyfpay-navigation.printHierarchy.txt"
    let views = ToolRun(["dump", file, "--format", "views", "--addresses"])
    #expect(views.code == .success)
    #expect(views.output.hasPrefix("<UIWindow: 0x5100000"))
  }
}
