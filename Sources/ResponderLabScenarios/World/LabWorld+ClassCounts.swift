extension LabWorld {
  /// Counts one more object of the named class, for ids in the dump's order.
  func count(_ className: String) -> Int {
    let next = (classCounts[className] ?? 0) + 1
    classCounts[className] = next
    return next
  }
}
