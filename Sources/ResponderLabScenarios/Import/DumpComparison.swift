/// Compares a device's dump with the simulator's rebuild of it, reading both the same way
/// (``DumpOutline``): addresses, stable numbers, layers and fields the simulator does not model
/// cannot differ. `import --check` reports these differences.
package enum DumpComparison {
  /// One line per difference: `line 3: the dump has …; the simulator has …`.
  package static func differences(original: String, rebuilt: String) -> [String] {
    let a = DumpOutline.lines(of: original)
    let b = DumpOutline.lines(of: rebuilt)
    var result: [String] = []
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? a[index] : nil
      let right = index < b.count ? b[index] : nil
      if left?.summary != right?.summary {
        let number = left?.number ?? (a.last?.number ?? 0) + 1
        result.append(
          "line \(number): the dump has \(left.map { "'\($0.summary)'" } ?? "nothing"); the simulator has \(right.map { "'\($0.summary)'" } ?? "nothing")"
        )
      }
    }
    return result
  }
}
