/// The "did you mean" of a usage error: the known word nearest to a mistyped one, by edit
/// distance, as swift-argument-parser suggests.
enum Suggestion {
  /// The candidate nearest to `word`, if it is near enough to be a typo of it: at most one edit
  /// for a word of up to four characters, two up to eight, three beyond. Ties go to the candidate
  /// listed first; case differences count as no edit.
  static func nearest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty else { return nil }
    let allowed = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= allowed, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbours (`dupm` → `dump`) each count one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
