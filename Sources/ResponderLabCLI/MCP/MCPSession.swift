/// What lives for one session of the server: the worlds loaded, the folder demos run from, and
/// the fidelity page its resources come from.
@MainActor
final class MCPSession {
  let workspace = MCPWorkspace()
  /// The folder relative paths start from.
  let directory: String
  /// `docs/fidelity.md`, or nil when it was not found.
  let fidelity: FidelityDocument?

  init(directory: String, fidelity: FidelityDocument?) {
    self.directory = directory
    self.fidelity = fidelity
  }
}
