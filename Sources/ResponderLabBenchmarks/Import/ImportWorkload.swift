import Foundation
import ResponderLabCLI
import ResponderLabDevice
import ResponderLabDiagnostics
import ResponderLabScenarios
import SimUIKit

/// A device's `recursiveDescription` of a 3-ary tree of views, generated with ``lineCount`` lines,
/// read, rebuilt and printed back; then `responder-lab import`, `chain` (from the last leaf) and
/// `dump` on it, as a user runs them.
///
/// The tree is the tree workload's: view `i`'s children are views `3i+1`, `3i+2` and `3i+3`; the
/// root is a window, every fifth view a label with text, and each line carries the fields a device
/// prints (frame, autoresizing, gesture recognizers, layer) and its own address.
@MainActor
public enum ImportWorkload {
  /// The address printed for view `index`.
  static func address(of index: Int) -> String {
    "0x" + String(0x7f8a_1c00_0000 + index * 0x230, radix: 16)
  }

  /// The dump of a 3-ary tree of `lineCount` views, one a line, depth first.
  public static func dump(lineCount: Int) -> String {
    var text = ""
    text.reserveCapacity(lineCount * 130)
    var stack = [(index: 0, depth: 0)]
    while let (index, depth) = stack.popLast() {
      text += String(repeating: "   | ", count: depth)
      let position = "\(index % 3 * 120) \(index % 7 * 40); \(120 + index % 5) 44"
      if index == 0 {
        text +=
          "<UIWindow: \(address(of: 0)); frame = (0 0; 390 844); "
          + "gestureRecognizers = <NSArray: 0x600000c2a1c0>; layer = <UIWindowLayer: 0x6000032bc3a0>>"
      } else if index % 5 == 0 {
        text +=
          "<UILabel: \(address(of: index)); frame = (\(position)); text = 'Row \(index)'; "
          + "userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6000030\(index)>>"
      } else {
        text +=
          "<UIView: \(address(of: index)); frame = (\(position)); autoresize = W+H; "
          + "layer = <CALayer: 0x6000030\(index)>>"
      }
      text += "\n"
      for child in (3 * index + 1...3 * index + 3).reversed() where child < lineCount {
        stack.append((child, depth + 1))
      }
    }
    return text
  }

  /// Runs the workload on a dump of `lineCount` lines and returns the counts and times.
  ///
  /// - Parameter now: a monotonic clock, read between phases; it is the only source of time.
  public static func run(lineCount: Int, now: () -> Duration) -> ImportRun {
    var run = ImportRun(lineCount: lineCount)
    var start = now()
    let text = dump(lineCount: lineCount)
    run.byteCount = text.utf8.count
    run.generate = now() - start

    start = now()
    run.linesRead = DumpOutline.lines(of: text).count
    run.read = now() - start

    start = now()
    let world = try? DumpImporter(file: "generated.txt").importDump(text)
    run.rebuild = now() - start
    run.viewsRebuilt = world?.allResponders.filter { $0 is UIView }.count ?? 0

    start = now()
    if let view = world?.rootView {
      run.linesPrinted = ViewTreeDump().render(view).split(separator: "\n").count
    }
    run.print = now() - start
    world?.device.tearDown()

    let data = Data(text.utf8)
    let commands = [
      ["import", "-"], ["chain", "-", "--from", address(of: lineCount - 1)],
      ["dump", "-", "--format", "views"],
    ]
    for arguments in commands {
      var output = ""
      var errors = ""
      start = now()
      let code = CommandLineTool.run(
        arguments: arguments, environment: ToolEnvironment(readStandardInput: { data }),
        output: &output, errors: &errors)
      let took = now() - start
      run.exitCodes.append(code.rawValue)
      switch arguments[0] {
      case "import": run.importCommand = took
      case "chain":
        run.chainCommand = took
        run.chainLines = output.split(separator: "\n").count
      default: run.dumpCommand = took
      }
    }
    return run
  }
}
