/// What changed between two moments of a hierarchy (``HierarchyFacts``): the objects removed and
/// added, and for each object both have, every relation and property that changed — a new parent,
/// presenter, presented controller, next responder, delegate, selected tab or detent — and the
/// first responder.
public struct HierarchyDiff: Sendable {
  /// How the objects of the two moments are paired.
  public enum Matching: Sendable {
    /// By stable name: two moments of one world, or two runs of one scenario, whose objects are
    /// made in the same order.
    case sameObjects
    /// Inputs that share no identity (two dumps, a scenario and a dump): by the address a dump
    /// printed when both sides printed it, else by place in the trees.
    case byPlace
  }

  /// An object only one side has.
  public struct Object: Sendable, Equatable {
    /// Its name on its side.
    public var name: String
    /// Its class.
    public var className: String
    /// Where it is: `child of …`, `presented by …`, `subview of …`, or nil for a root.
    public var place: String?
    /// Whether it is a controller.
    public var isController: Bool
  }

  /// One fact that differs.
  public struct Change: Sendable, Equatable {
    /// The fact (`parent`, `next`, `frame`).
    public var relation: String
    /// Its value in the first moment.
    public var old: String
    /// Its value in the second.
    public var new: String
    /// Whether it relates two objects (else it is a property).
    public var isRelation: Bool
  }

  /// An object both moments have, and what differs about it.
  public struct ChangedObject: Sendable, Equatable {
    /// Its name in the second moment.
    public var name: String
    /// Its name in the first moment, when that differs (objects of two inputs).
    public var oldName: String?
    /// Whether it is a controller.
    public var isController: Bool
    /// The facts that differ, relations first.
    public var changes: [Change]
  }

  /// The first moment's objects the second does not have, in tree order.
  public private(set) var removed: [Object] = []
  /// The second moment's objects the first does not have, in tree order.
  public private(set) var added: [Object] = []
  /// The objects with facts that differ, in the second moment's tree order.
  public private(set) var changed: [ChangedObject] = []
  /// The first responder before and after, when it changed.
  public private(set) var firstResponder: (old: String, new: String)?
  /// How many objects were paired by stable name, by printed address and by place.
  public private(set) var matchedByName = 0
  /// How many objects were paired by the address both dumps printed.
  public private(set) var matchedByAddress = 0
  /// How many objects were paired by their place in the trees.
  public private(set) var matchedByPlace = 0

  /// Whether nothing differs.
  public var isEmpty: Bool {
    removed.isEmpty && added.isEmpty && changed.isEmpty && firstResponder == nil
  }

  /// Compares `old` with `new`, pairing objects as `matching` says; with `relationsOnly`, frames,
  /// flags and text are left out.
  public init(
    from old: HierarchyFacts, to new: HierarchyFacts, matching: Matching,
    relationsOnly: Bool = false
  ) {
    let pairs = pair(old, new, matching: matching)
    var newOf: [Int: Int] = [:]
    for (oldIndex, newIndex) in pairs { newOf[oldIndex] = newIndex }
    let paired = Set(newOf.values)
    func same(_ a: HierarchyFacts.Value, _ b: HierarchyFacts.Value) -> Bool {
      if case .object(let i) = a, case .object(let j) = b { return newOf[i] == j }
      return a == b
    }
    removed = old.objects.indices.filter { newOf[$0] == nil }.map { describe($0, in: old) }
    added = new.objects.indices.filter { !paired.contains($0) }.map { describe($0, in: new) }
    var oldOf: [Int: Int] = [:]
    for (oldIndex, newIndex) in pairs { oldOf[newIndex] = oldIndex }
    for newIndex in new.objects.indices {
      guard let oldIndex = oldOf[newIndex] else { continue }
      let a = old.objects[oldIndex]
      let b = new.objects[newIndex]
      var relations: [String] = b.facts.map(\.relation)
      for fact in a.facts where !relations.contains(fact.relation) {
        relations.append(fact.relation)
      }
      var changes: [Change] = []
      for relation in relations {
        let isRelation =
          (b.facts.first { $0.relation == relation } ?? a.facts.first { $0.relation == relation })?
          .isRelation ?? false
        if relationsOnly, !isRelation { continue }
        let before = a.value(of: relation)
        let after = b.value(of: relation)
        if same(before, after) { continue }
        changes.append(
          Change(
            relation: relation, old: old.text(before), new: new.text(after),
            isRelation: isRelation))
      }
      changes.sort { $0.isRelation && !$1.isRelation }
      if !changes.isEmpty {
        changed.append(
          ChangedObject(
            name: b.name, oldName: a.name == b.name ? nil : a.name, isController: b.isController,
            changes: changes))
      }
    }
    if !same(old.firstResponder, new.firstResponder) {
      firstResponder = (old.text(old.firstResponder), new.text(new.firstResponder))
    }
  }

  /// Pairs the objects of `old` and `new`, counting how each pair was made.
  private mutating func pair(
    _ old: HierarchyFacts, _ new: HierarchyFacts, matching: Matching
  ) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    var taken = Set<Int>()
    var unpaired: [Int] = []
    switch matching {
    case .sameObjects:
      var byName: [String: Int] = [:]
      for (index, object) in new.objects.enumerated() { byName[object.stableName] = index }
      for (index, object) in old.objects.enumerated() {
        if let match = byName[object.stableName] {
          pairs.append((index, match))
          matchedByName += 1
        }
      }
      return pairs
    case .byPlace:
      var byAddress: [UInt: Int] = [:]
      for (index, object) in new.objects.enumerated() {
        if let address = object.printedAddress { byAddress[address] = index }
      }
      for (index, object) in old.objects.enumerated() {
        if let address = object.printedAddress, let match = byAddress[address],
          new.objects[match].className == object.className, taken.insert(match).inserted
        {
          pairs.append((index, match))
          matchedByAddress += 1
        } else {
          unpaired.append(index)
        }
      }
      var byPath: [String: Int] = [:]
      for (index, object) in new.objects.enumerated() where !taken.contains(index) {
        byPath[object.path] = index
      }
      for index in unpaired {
        if let match = byPath[old.objects[index].path], taken.insert(match).inserted {
          pairs.append((index, match))
          matchedByPlace += 1
        }
      }
      return pairs
    }
  }

  private func describe(_ index: Int, in facts: HierarchyFacts) -> Object {
    let object = facts.objects[index]
    return Object(
      name: object.name, className: object.className, place: facts.place(of: index),
      isController: object.isController)
  }
}
