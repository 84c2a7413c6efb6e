import ResponderLabTesting
import Testing

/// Swift Testing runs these 200 cases in parallel; each has its own device, and nothing of one
/// shows in another: each trace names only its own objects, numbered from 1, and carries only its
/// own notes.
@Suite("200 devices in parallel")
@MainActor
struct ParallelDevicesTests {
  /// Builds case `index`'s screen: `index % 4 + 1` controllers presented one over another.
  static func run(_ index: Int) -> (SimulatedDevice, [UIViewController]) {
    let device = SimulatedDevice()
    device.trace.note("case \(index) starts")
    let root = UIViewController()
    device.show(root)
    var controllers = [root]
    for _ in 0..<(index % 4 + 1) {
      let next = UIViewController()
      controllers.last?.present(next, animated: true)
      device.runUntilIdle()
      controllers.append(next)
    }
    device.trace.note("case \(index) ends")
    return (device, controllers)
  }

  @Test("Each of 200 parallel devices keeps its own objects and trace", arguments: 0..<200)
  func isolated(index: Int) {
    let (device, controllers) = Self.run(index)
    let names = controllers.map { "\($0.objectName)" }
    #expect(names == (1...controllers.count).map { "UIViewController#\($0)" })
    let notes = device.traceLines(in: [.note])
    #expect(notes == ["case \(index) starts", "case \(index) ends"])
    let mentioned = Set(
      device.traceLines().flatMap { $0.matches(of: /UIViewController#(\d+)/).map { Int($0.1)! } })
    #expect(mentioned == Set(1...controllers.count))
    #expect(device.faults.isEmpty)
    // The same steps on a fresh device give the same trace: nothing leaked in from elsewhere.
    let (again, _) = Self.run(index)
    #expect(again.traceLines() == device.traceLines())
  }
}
