import Foundation
import ResponderLabCLI

struct StandardStream: TextOutputStream {
  let handle: FileHandle
  mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }
}

var output = StandardStream(handle: .standardOutput)
var errors = StandardStream(handle: .standardError)
let code = MainActor.assumeIsolated {
  CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: .process, output: &output,
    errors: &errors)
}
exit(code.rawValue)
