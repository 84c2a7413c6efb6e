import Foundation

/// Feeds files to a fuzz entry point, for replaying a corpus or a crash without libFuzzer.
public enum FuzzInputReplay {
  /// Runs every file named in `paths`, or found directly inside a folder named there, through
  /// `entry`, in name order, and returns how many ran.
  public static func replay(
    _ paths: some Sequence<String>, through entry: (UnsafePointer<UInt8>, Int) -> CInt
  ) -> Int {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.sorted().map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    for file in files {
      let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
        _ = entry(base, buffer.count)
      }
    }
    return files.count
  }
}
