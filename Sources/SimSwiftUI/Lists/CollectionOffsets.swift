public import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as an `onDelete(perform:)` action does with the offsets it
  /// receives.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so that they sit before the element that was at `destination`,
  /// keeping their order, as an `onMove(perform:)` action does.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moving = source.map { all[$0] }
    var rest: [Element] = []
    var insertAt = 0
    for (offset, element) in all.enumerated() where !source.contains(offset) {
      if offset < destination { insertAt += 1 }
      rest.append(element)
    }
    rest.insert(contentsOf: moving, at: insertAt)
    for (position, element) in zip(indices, rest) { self[position] = element }
  }
}
