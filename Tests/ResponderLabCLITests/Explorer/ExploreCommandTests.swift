import Foundation
import ResponderLabCLI
import Testing

/// `responder-lab explore`: one self-contained page, and what it embeds.
@Suite("explore writes one self-contained page")
@MainActor
struct ExploreCommandTests {
  static func page(_ input: String, _ extra: [String] = []) throws -> (ToolRun, String) {
    let path = NSTemporaryDirectory() + "explore-\(UUID().uuidString).html"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = ToolRun(["explore", input, "--output", path] + extra)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    return (run, html)
  }

  /// The page's embedded data.
  static func data(_ html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: "id=\"explorer-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("Every example's page is one file under 1 MB that loads nothing from elsewhere")
  func selfContained() throws {
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: ToolRun.packageRoot + "/docs/examples"
    ).filter { $0.hasSuffix(".json") }
    #expect(examples.count >= 8)
    for example in examples {
      let (run, html) = try Self.page("docs/examples/" + example)
      #expect(run.code == .success, "\(example): \(run.errors)")
      #expect(html.utf8.count < 1_000_000, "\(example) is \(html.utf8.count) bytes")
      for remote in ["http://", "https://", "src=\"", "<link"] where remote != "http://" {
        #expect(!html.contains(remote), "\(example) refers to \(remote)")
      }
      #expect(!html.contains("<script src"))
      #expect(html.contains("default-src 'none'"), "the page forbids every load")
    }
  }

  @Test(
    "explore says what it wrote: the page's size, its moments and steps, and failed expectations")
  func summary() throws {
    let (run, html) = try Self.page("docs/examples/two-sheets.json")
    let kilobytes = (html.utf8.count + 1023) / 1024
    #expect(run.output.hasPrefix("Wrote "))
    #expect(
      run.output.contains(
        ": one page of \(kilobytes) KB with 9 moments (the start and 8 steps), 0 expectations failed."
      ), "\(run.output)")
    let (dumpRun, _) = try Self.page("docs/examples/notes-window.recursiveDescription.txt")
    #expect(dumpRun.output.contains("KB with 1 moment. Open it in a browser"), "\(dumpRun.output)")
  }

  @Test("A scenario's page has a moment before the steps and one after each, with expectations")
  func moments() throws {
    let (_, html) = try Self.page("docs/examples/two-sheets.json")
    let data = try Self.data(html)
    let moments = try #require(data["moments"] as? [[String: Any]])
    let steps = try #require(data["steps"] as? [[String: Any]])
    #expect(steps.count == 8)
    #expect(moments.count == steps.count + 1)
    #expect(moments.map { $0["step"] as? Int } == Array(0...8))
    let expectations = steps.compactMap { $0["expect"] as? [String: Any] }
    #expect(expectations.count == 2)
    #expect(expectations.allSatisfy { $0["held"] as? Bool == true })
    // After step 4 both sheets are up: the snapshot's picture draws both presented views.
    let fourth = try #require(moments[4]["snapshot"] as? [String: Any])
    let svg = try #require(fourth["svg"] as? String)
    #expect(svg.components(separatedBy: "data-name=\"UIDropShadowView#").count - 1 == 3)
    #expect(!svg.contains("filter"))
  }

  @Test("FIDELITY 1.2: each object's chain is the chain command's, hop for hop, with its rule")
  func chains() throws {
    let (_, html) = try Self.page("docs/examples/two-sheets.json", ["--step", "4"])
    let data = try Self.data(html)
    let reasons = try #require(data["reasons"] as? [String])
    let moments = try #require(data["moments"] as? [[String: Any]])
    let snapshot = try #require(moments.last?["snapshot"] as? [String: Any])
    let objects = try #require(snapshot["objects"] as? [String: Any])
    // The object whose id is "name", the label in the profile form.
    let named = try #require(
      objects.values.compactMap { $0 as? [String: Any] }.first { object in
        (object["p"] as? [[String]])?.contains(["id", "name"]) == true
      })
    let chain = try #require(named["r"] as? [[Any]])
    let shown = chain.map { "\($0[0] as? String ?? "") \(reasons[$0[1] as? Int ?? 0])" }
    let command = ToolRun([
      "chain", "docs/examples/two-sheets.json", "--step", "4", "--from", "name",
    ])
    #expect(command.code == .success)
    let lines = command.output.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true
    }
    #expect(shown.count == lines.count)
    for (hop, line) in zip(shown, lines) {
      let responder = hop.prefix { $0 != " " }
      #expect(line.contains(responder), "\(line) names \(responder)")
      #expect(hop.contains("FIDELITY"))
    }
  }

  /// The page's hit map of its last moment: what a click at (x, y) of the screen would hit, as
  /// `{v: view hit, p: path, x: [[view, why passed over]]}`.
  static func hit(at x: Double, _ y: Double, in html: String) throws -> [String: Any] {
    let data = try Self.data(html)
    let moments = try #require(data["moments"] as? [[String: Any]])
    let snapshot = try #require(moments.last?["snapshot"] as? [String: Any])
    let hits = try #require(snapshot["hits"] as? [String: Any])
    let xs = try #require(hits["xs"] as? [Double])
    let ys = try #require(hits["ys"] as? [Double])
    let cells = try #require(hits["cells"] as? [Int])
    let results = try #require(hits["results"] as? [[String: Any]])
    #expect(cells.count == (xs.count - 1) * (ys.count - 1))
    let column = try #require(xs.indices.last { xs[$0] <= x })
    let row = try #require(ys.indices.last { ys[$0] <= y })
    return results[cells[row * (xs.count - 1) + column]]
  }

  @Test("FIDELITY 9.2: the hit map says a label lets a touch through to the view behind it")
  func hitMap() throws {
    let (_, html) = try Self.page("docs/examples/two-sheets.json", ["--step", "0"])
    // The welcome label is at (16, 100; 358 × 24): a touch there lands on the root view.
    let result = try Self.hit(at: 30, 110, in: html)
    #expect(result["v"] as? String == "UIView#1")
    let passed = try #require(result["x"] as? [[String]])
    #expect(passed.contains { $0[0] == "UILabel#1" && $0[1].contains("userInteractionEnabled") })
  }

  @Test(
    "FIDELITY 9.3: a point on a button that sticks out of its superview names the bounds it is outside"
  )
  func outsideBounds() throws {
    let dump = """
      <UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x7f02>>
         | <UIView: 0x7f03; frame = (0 0; 390 844); layer = <CALayer: 0x7f04>>
         |    | <UIView: 0x7f05; frame = (20 100; 100 100); layer = <CALayer: 0x7f06>>
         |    |    | <UIButton: 0x7f07; frame = (80 0; 100 44); layer = <CALayer: 0x7f08>>
      """
    let input = NSTemporaryDirectory() + "outside-\(UUID().uuidString).txt"
    try dump.write(toFile: input, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: input) }
    let (run, html) = try Self.page(input)
    #expect(run.code == .success)
    // The button is drawn at (100, 100; 100 × 44) in the window, its superview ends at x = 120.
    let result = try Self.hit(at: 150, 120, in: html)
    #expect(result["v"] as? String == "UIView#1")
    let passed = try #require(result["x"] as? [[String]])
    #expect(
      passed.contains {
        $0[0] == "UIButton#1" && $0[1].contains("outside the bounds of UIView#2")
          && $0[1].contains("9.3")
      }, "\(passed)")
    // Inside its superview's bounds the button is hit.
    #expect(try Self.hit(at: 110, 120, in: html)["v"] as? String == "UIButton#1")
  }

  @Test(
    "FIDELITY 21.3, 21.4: a selected view lists its constraints by axis as UIKit prints them, and says when they leave it ambiguous"
  )
  func constraints() throws {
    let (run, html) = try Self.page("docs/examples/stack-layout.json")
    #expect(run.code == .success, "\(run.errors)")
    let moments = try #require(try Self.data(html)["moments"] as? [[String: Any]])
    let snapshot = try #require(moments.last?["snapshot"] as? [String: Any])
    let objects = try #require(snapshot["objects"] as? [String: [String: Any]])
    func properties(_ name: String) throws -> [String: String] {
      let pairs = try #require(objects[name]?["p"] as? [[String]], "\(name)")
      return Dictionary(pairs.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
    }
    // The name label: arranged in the column, so its edges are the stack's constraints.
    let name = try properties("UILabel#1")
    #expect(name["translatesAutoresizingMaskIntoConstraints"] == "false")
    #expect(name["intrinsicContentSize"]?.hasSuffix("× 20") == true, "\(name)")
    let vertical = try #require(name["constraints, vertical"])
    #expect(
      vertical.contains("'UISV-canvas-connection' UILabel#1.top == UIStackView#1.top   (active)"),
      "\(vertical)")
    #expect(vertical.contains("UILabel#2.top == UILabel#1.bottom + 8"), "\(vertical)")
    #expect(name["constraints, horizontal"]?.split(separator: "\n").count == 2)
    #expect(name["hasAmbiguousLayout"] == nil)
    // The two swatches share a width that nothing divides: both are ambiguous.
    let ambiguous = objects.keys.filter { (try? properties($0)["hasAmbiguousLayout"]) != nil }
    #expect(ambiguous.sorted() == ["UIView#2", "UIView#3"])
    #expect(try properties("UIView#2")["hasAmbiguousLayout"]?.contains("21.3") == true)
    // A view laid out by its frame alone lists none.
    let window = try #require(objects.keys.first { $0.hasPrefix("UIWindow") })
    #expect(try properties(window).keys.allSatisfy { !$0.hasPrefix("constraints") })
  }

  @Test("A dump makes a page with one moment and no timeline steps")
  func dump() throws {
    let (run, html) = try Self.page("docs/examples/notes-window.recursiveDescription.txt")
    #expect(run.code == .success)
    let data = try Self.data(html)
    #expect((data["moments"] as? [Any])?.count == 1)
    #expect((data["steps"] as? [Any])?.isEmpty == true)
  }

  @Test("A missing input is a usage error that names it, and writes nothing")
  func missing() {
    let path = NSTemporaryDirectory() + "explore-missing-\(UUID().uuidString).html"
    let run = ToolRun(["explore", "docs/examples/nope.json", "--output", path])
    #expect(run.code == .usage)
    #expect(run.errors.contains("nope.json"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
