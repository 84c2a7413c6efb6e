import ResponderLabBenchmarks
import SimUIKit
import Testing

@Suite("Workload point generator")
struct WorkloadPointGeneratorTests {
  @Test("The sequence is x = (x × 1103515245 + 12345) mod 2^31 from 42")
  func sequence() {
    var generator = WorkloadPointGenerator()
    #expect(
      (0..<4).map { _ in generator.next() } == [
        1_250_496_027, 1_116_302_264, 1_000_676_753, 1_668_674_806,
      ])
  }

  @Test("Points take two numbers each and aim at pixel centres")
  func points() {
    var generator = WorkloadPointGenerator()
    #expect(generator.nextPoint() == CGPoint(x: 2232.5, y: 602.5))
    #expect(generator.nextPoint() == CGPoint(x: 6155.5, y: 2554.5))
  }
}
