import Foundation
import ResponderLabBenchmarks

// The benchmark tool: the workloads live in ResponderLabBenchmarks; this file supplies the monotonic
// clock (the only place that reads one) and the standard streams.

/// Writes all of `bytes` to a file descriptor.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
  guard var address = bytes.baseAddress else { return }
  var remaining = bytes.count
  while remaining > 0 {
    let written = write(descriptor, address, remaining)
    if written < 0 {
      if errno == EINTR { continue }
      return
    }
    address += written
    remaining -= written
  }
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
  }
}

func monotonicNow() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

let nullDescriptor = open("/dev/null", O_WRONLY)
var errors = StandardError()
let code = MainActor.assumeIsolated {
  BenchmarkCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), now: monotonicNow,
    output: { writeAll($0, to: STDOUT_FILENO) },
    discard: { writeAll($0, to: nullDescriptor) },
    errors: &errors)
}
exit(code.rawValue)
