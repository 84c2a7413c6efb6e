extension HierarchyDiff {
  /// The kind of a line of the text form, for colour.
  public enum LineKind: Sendable {
    /// A heading or a count.
    case heading
    /// An object or value only the first moment has.
    case removed
    /// An object or value only the second moment has.
    case added
    /// Anything else.
    case plain
  }

  /// The text form, one line at a time with its kind: the objects removed and added with where
  /// they were, then each changed object with its facts as `relation: old → new`, then the first
  /// responder and a summary.
  public var lines: [(LineKind, String)] {
    var lines: [(LineKind, String)] = []
    let matched = [
      (matchedByName, "by stable name"), (matchedByAddress, "by the address both dumps printed"),
      (matchedByPlace, "by place in the trees"),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    lines.append(
      (.plain, "objects paired: " + (matched.isEmpty ? "none" : matched.joined(separator: ", "))))
    if !removed.isEmpty {
      lines.append((.heading, "removed (\(removed.count)):"))
      for object in removed { lines.append((.removed, "  - " + Self.line(object))) }
    }
    if !added.isEmpty {
      lines.append((.heading, "added (\(added.count)):"))
      for object in added { lines.append((.added, "  + " + Self.line(object))) }
    }
    if !changed.isEmpty {
      lines.append((.heading, "changed (\(changed.count)):"))
      for object in changed {
        lines.append((.plain, "  " + object.name + (object.oldName.map { " (was \($0))" } ?? "")))
        for change in object.changes {
          lines.append((.plain, "    \(change.relation): \(change.old) → \(change.new)"))
        }
      }
    }
    if let firstResponder {
      lines.append((.heading, "first responder: \(firstResponder.old) → \(firstResponder.new)"))
    }
    lines.append((.heading, summary))
    return lines
  }

  /// One sentence: how many objects were removed, added and changed, or that nothing differs.
  public var summary: String {
    if isEmpty { return "No differences." }
    var parts = [
      "\(changed.count) changed", "\(added.count) added", "\(removed.count) removed",
    ]
    if firstResponder != nil { parts.append("a new first responder") }
    let relations = changed.reduce(0) { $0 + $1.changes.filter(\.isRelation).count }
    return "Objects: " + parts.joined(separator: ", ")
      + "; \(relations) relation(s) changed."
  }

  private static func line(_ object: Object) -> String {
    object.name + (object.place.map { ", \($0)" } ?? "")
  }

  /// The JSON form: `identical`, `paired`, `removed`, `added`, `changed` (each with its `changes`
  /// as `relation`, `kind`, `from`, `to`) and `firstResponder`.
  public func json() -> JSONOutput {
    func object(_ object: Object) -> JSONOutput {
      .object([
        ("name", .string(object.name)), ("class", .string(object.className)),
        ("kind", .string(object.isController ? "controller" : "view")),
        ("place", JSONOutput.string(object.place)),
      ])
    }
    return .object([
      ("identical", .bool(isEmpty)),
      (
        "paired",
        .object([
          ("byStableName", .number(Double(matchedByName))),
          ("byAddress", .number(Double(matchedByAddress))),
          ("byPlace", .number(Double(matchedByPlace))),
        ])
      ),
      ("removed", .array(removed.map(object))),
      ("added", .array(added.map(object))),
      (
        "changed",
        .array(
          changed.map { changed in
            .object([
              ("name", .string(changed.name)), ("oldName", JSONOutput.string(changed.oldName)),
              ("kind", .string(changed.isController ? "controller" : "view")),
              (
                "changes",
                .array(
                  changed.changes.map {
                    .object([
                      ("relation", .string($0.relation)),
                      ("kind", .string($0.isRelation ? "relation" : "property")),
                      ("from", .string($0.old)), ("to", .string($0.new)),
                    ])
                  })
              ),
            ])
          })
      ),
      (
        "firstResponder",
        firstResponder.map { .object([("from", .string($0.old)), ("to", .string($0.new))]) }
          ?? .null
      ),
    ])
  }
}
