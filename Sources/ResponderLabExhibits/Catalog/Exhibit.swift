/// One of the three source articles, reproduced: its name on the command line, its title, the
/// article it reproduces, its documentation page, and the narration of its runs.
public struct Exhibit: Sendable, Identifiable {
  /// The name on the command line: `responder-lab demo <name>`.
  public let name: String
  /// The title, as a heading.
  public let title: String
  /// The article it reproduces, by its title and author, then what it does.
  public let article: String
  /// One sentence on what the exhibit shows.
  public let summary: String
  /// The documentation page that embeds the narration, relative to the package root.
  public let documentationPath: String
  /// Tells the exhibit's runs, step by step; the same text every time.
  public let narrate: @MainActor @Sendable () -> String

  /// The name.
  public var id: String { name }

  /// Creates an exhibit.
  public init(
    name: String, title: String, article: String, summary: String, documentationPath: String,
    narrate: @escaping @MainActor @Sendable () -> String
  ) {
    self.name = name
    self.title = title
    self.article = article
    self.summary = summary
    self.documentationPath = documentationPath
    self.narrate = narrate
  }
}
