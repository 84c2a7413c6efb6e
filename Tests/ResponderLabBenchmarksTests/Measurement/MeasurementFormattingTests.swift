import ResponderLabBenchmarks
import Testing

@Suite("Measurement formatting")
struct MeasurementFormattingTests {
  @Test("Durations print as milliseconds with two decimals")
  func milliseconds() {
    #expect(Duration.zero.millisecondsText == "0.00")
    #expect(Duration.microseconds(1_234_567).millisecondsText == "1234.56")
    #expect(Duration.microseconds(50).millisecondsText == "0.05")
    #expect(Duration.seconds(2).milliseconds == 2_000)
    #expect(Duration.microseconds(3).nanoseconds == 3_000)
  }

  @Test("Doubles print with a fixed number of decimals")
  func fixedText() {
    #expect(3.14159.fixedText(decimals: 2) == "3.14")
    #expect(2.5.fixedText(decimals: 0) == "3")
    #expect(0.05.fixedText(decimals: 1) == "0.1")
    #expect((-1.25).fixedText(decimals: 1) == "-1.3")
    #expect(10.0.fixedText(decimals: 2) == "10.00")
  }

  @Test("Memory fields of /proc/self/status are read in bytes")
  func statusFields() {
    let status = """
      Name:\tresponder-lab-bench
      VmPeak:\t  300000 kB
      VmHWM:\t   12345 kB
      VmRSS:\t    2048 kB
      """
    #expect(ProcessMemory.bytes(of: "VmHWM", inStatus: status) == 12_345 * 1024)
    #expect(ProcessMemory.bytes(of: "VmRSS", inStatus: status) == 2_048 * 1024)
    #expect(ProcessMemory.bytes(of: "VmSwap", inStatus: status) == nil)
  }
}
