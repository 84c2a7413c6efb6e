/// Hands out the per-class numbers that give every object a stable, address-free name
/// (`UINavigationController#1`).
package struct ObjectRegistry {
  private var countsByType: [ObjectIdentifier: Int] = [:]
  private var countsByName: [String: Int] = [:]
  // NB: objects come in runs of one class (the views of a tree), so the count of the class made last
  // is kept out of the dictionary, and a run costs no hashing.
  private var lastType: ObjectIdentifier?
  private var lastTypeCount = 0
  private var objectCount = 0

  package init() {}

  /// The first of the synthetic addresses UIKit-style dumps show for objects that no device's dump
  /// placed: `0x510000000100`, `0x510000000200`, … in creation order, one 256-byte step an object,
  /// below `0x520000000000`. They keep `--addresses` output the same from run to run.
  package static let syntheticAddressBase: UInt = 0x5100_0000_0000

  /// The next synthetic address, in creation order within the simulation.
  package mutating func nextSyntheticAddress() -> UInt {
    objectCount += 1
    return Self.syntheticAddressBase + UInt(objectCount) << 8
  }

  /// The next number for an object of the given class, counted from 1 in creation order.
  package mutating func nextNumber(for type: AnyObject.Type) -> Int {
    let key = ObjectIdentifier(type)
    if key == lastType {
      lastTypeCount += 1
      return lastTypeCount
    }
    if let lastType { countsByType[lastType] = lastTypeCount }
    let number = (countsByType[key] ?? 0) + 1
    lastType = key
    lastTypeCount = number
    return number
  }

  /// Takes `number` of `type` back when it is the last one handed out, so that an object shown
  /// under another class name right after it was made leaves no gap in its class's numbers.
  package mutating func takeBack(_ number: Int, for type: AnyObject.Type) {
    if ObjectIdentifier(type) == lastType, lastTypeCount == number { lastTypeCount -= 1 }
  }

  /// The next number for an object shown under a class name of its own (imported objects).
  package mutating func nextNumber(forClassName name: String) -> Int {
    let number = (countsByName[name] ?? 0) + 1
    countsByName[name] = number
    return number
  }
}
