import Foundation
import ResponderLabCLI
import Testing

/// The screen picture draws a popover as a rounded card with its arrow at the anchor.
@Suite("The screen picture draws popovers with their arrows")
@MainActor
struct PopoverPictureTests {
  static let example = "docs/examples/tablet-popover.json"

  /// The arrow polygon's direction and its three points (base, tip, base).
  static func arrow(_ svg: String) throws -> (String, [[Double]]) {
    let match = try #require(
      svg.firstMatch(of: /<polygon points="([^"]*)"[^>]*data-popover-arrow="([a-z]+)"/))
    let points = match.1.split(separator: " ").map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    return (String(match.2), points)
  }

  @Test(
    "On a tablet the popover's card sits below its button, its arrow's tip on the button's edge")
  func arrowUp() throws {
    let run = ToolRun("dump \(Self.example) --format svg")
    #expect(run.code == .success)
    // The Sort button is at (620 120; 160 44) in the window, the picture's margin is 16, and the
    // trace says "popover at (490 177; 320 480), arrow up".
    let trace = ToolRun("run \(Self.example) --step 1")
    #expect(trace.output.contains("popover at (490 177; 320 480), arrow up"))
    let (direction, points) = try Self.arrow(run.output)
    #expect(direction == "up")
    #expect(points.count == 3)
    let tip: [Double] = [620 + 80 + 16, 120 + 44 + 16]
    #expect(points[1] == tip, "the tip touches the button's bottom middle")
    let base: Double = 177 + 16 + 1
    #expect(points[0][1] == base && points[2][1] == base, "the base is on the card")
    #expect(points[2][0] - points[0][0] == 26)
    #expect(
      run.output.contains("data-frame=\"506 193 320 480\""), "the card at the popover's frame")
    #expect(run.output.contains("width=\"320\" height=\"480\" rx=\"13\"/></clipPath>"))
    #expect(run.output.contains("Popover: SortOptionsViewController#1"))
    #expect(run.output.contains("arrow up at UIButton#1"))
  }

  @Test("A button near the bottom gets a popover above it, its arrow pointing down")
  func arrowDown() throws {
    let folder = NSTemporaryDirectory() + "popover-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let text = try String(contentsOfFile: ToolRun.packageRoot + "/" + Self.example, encoding: .utf8)
      .replacingOccurrences(
        of: "\"frame\": [620, 120, 160, 44]", with: "\"frame\": [40, 1000, 160, 44]"
      )
      .replacingOccurrences(of: "\"$schema\": \"../scenario.schema.json\",", with: "")
    let path = folder + "/low-button.json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let run = ToolRun(["dump", path, "--format", "svg", "--step", "1"])
    #expect(run.code == .success, "\(run.errors)")
    let (direction, points) = try Self.arrow(run.output)
    #expect(direction == "down")
    let top: Double = 1000 + 16
    #expect(points[1][1] == top, "the tip touches the button's top edge")
    let card = try #require(run.output.range(of: "data-name=\"_UIPopoverView#1\" data-frame=\""))
    let cardLeft = try #require(
      Double(run.output[card.upperBound...].prefix { $0 != " " }))
    let middle: Double = 40 + 80 + 16
    #expect(points[1][0] == max(middle, cardLeft + 26), "kept clear of the card's corner")
  }

  @Test("On a phone the popover adapts to a sheet: no card, no arrow")
  func phone() {
    let run = ToolRun("dump \(Self.example) --format svg --profile phone")
    #expect(run.code == .success)
    #expect(!run.output.contains("data-popover-arrow"))
    #expect(!run.output.contains("Popover:"))
    #expect(run.output.contains("Sheet: SortOptionsViewController#1"))
  }
}
