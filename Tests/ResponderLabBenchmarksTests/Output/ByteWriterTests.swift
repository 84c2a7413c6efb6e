import ResponderLabBenchmarks
import SimUIKit
import Testing

@Suite("Byte writer")
@MainActor
struct ByteWriterTests {
  @Test(
    "Integers are written in decimal",
    arguments: [0, 7, 10, 99, 100, 6561, -5, -1_000, Int.max, Int.min])
  func decimal(_ value: Int) {
    var bytes: [UInt8] = []
    let writer = ByteWriter { bytes.append(contentsOf: $0) }
    writer.reserve(21)
    writer.append(decimal: value)
    writer.flush()
    #expect(String(decoding: bytes, as: UTF8.self) == "\(value)")
    #expect(writer.byteCount == bytes.count)
  }

  @Test("Small chunks reach the sink in order, each no larger than the chunk")
  func chunks() {
    var pieces: [[UInt8]] = []
    let writer = ByteWriter(chunkSize: 64) { pieces.append(Array($0)) }
    for number in 0..<100 {
      writer.reserve(24)
      writer.append(decimal: number)
      writer.append(spaces: 1)
    }
    writer.flush()
    let text = String(decoding: pieces.joined(), as: UTF8.self)
    #expect(text == (0..<100).map { "\($0) " }.joined())
    #expect(pieces.count > 1)
    #expect(pieces.allSatisfy { $0.count <= 64 })
  }

  @Test("A reservation larger than the chunk grows the buffer")
  func largeReservation() {
    var bytes: [UInt8] = []
    let writer = ByteWriter(chunkSize: 64) { bytes.append(contentsOf: $0) }
    writer.reserve(200)
    writer.append(spaces: 200)
    writer.flush()
    #expect(bytes == [UInt8](repeating: UInt8(ascii: " "), count: 200))
  }

  @Test("A view line with a fractional frame falls back to Swift's Double text")
  func fractionalFrame() {
    let view = Simulation().withCurrent { UIView(frame: CGRect(x: 0.5, y: 1, width: 2, height: 3)) }
    view.tag = 12
    var bytes: [UInt8] = []
    let writer = ByteWriter { bytes.append(contentsOf: $0) }
    writer.appendLine(view: view, depth: 1)
    writer.flush()
    #expect(String(decoding: bytes, as: UTF8.self) == "  BView tag=12 frame={0.5,1,2,3}\n")
  }
}
