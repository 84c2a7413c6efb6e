import ResponderLabDiagnostics

/// The server's tools, one per command of `responder-lab` (and `hit_test` and `list_demos`, which
/// are `explain --at` and `demo`'s list), in the order `tools/list` gives them.
///
/// Built when asked for rather than kept: JSON documents live only as long as an answer, so that
/// LeakSanitizer, which cannot follow an indirect enum's tagged pointers, sees none alive.
@MainActor
enum MCPToolCatalog {
  static var all: [MCPTool] {
    [
      MCPTool(
        name: "import_dump", title: "Import a device's dump",
        description:
          "Rebuilds one or more dumps of one moment (recursiveDescription, _printHierarchy, chisel's pvc or presponder, or 'A -> B -> C'), as lldb printed them, into a world kept for the session. Returns the world's id, for the other tools, and the ids of its objects, which 'from' accepts; the hierarchy as the simulator rebuilt it; and where it differs from the dump. Several dumps are joined: objects with the same address are one. Same as `responder-lab import --json`.",
        parameters: [
          ToolParameter(
            name: "dumps", kind: .dumps,
            description:
              "The dumps of one moment, each {\"name\": file name, \"text\": the dump as printed}.",
            isRequired: true)
        ] + CommonParameters.mirroring(ImportCommand.self, except: ["--check"]),
        outputSchema: JSONSchema.object(
          [
            ("world", JSONSchema.string("The world's id, for the other tools.")),
            ("format", JSONSchema.string("The first dump's format.")),
            ("files", JSONSchema.strings()),
            ("ids", JSONSchema.strings("The objects' ids, for 'from'.")),
            ("rebuilt", JSONSchema.string("The dumps as the simulator rebuilt them.")),
            ("differences", JSONSchema.strings("Lines the simulator rebuilds differently.")),
            ("notes", JSONSchema.strings()),
          ], required: ["world", "format", "files", "ids", "rebuilt", "differences", "notes"]),
        run: WorldTools.importDump),
      MCPTool(
        name: "load_scenario", title: "Load a scenario",
        description:
          "Reads a scenario (JSON, see docs/scenario.md: windows, controllers, views, sheets, probes and steps) into a world kept for the session, and returns its id, its steps and probes, and its hierarchy before any step (`responder-lab dump --format json --step 0`).",
        parameters: [
          ToolParameter(
            name: "text", kind: .string, description: "The scenario's JSON text.", isRequired: true),
          ToolParameter(
            name: "name", kind: .string,
            description: "The scenario's file name, for messages (default: scenario-1.json)."),
        ],
        outputSchema: JSONSchema.object(
          [
            ("world", JSONSchema.string("The world's id, for the other tools.")),
            ("file", JSONSchema.string()),
            ("title", JSONSchema.optionalString()),
            ("steps", JSONSchema.strings("Each step's summary, in order.")),
            ("probes", JSONSchema.strings("The probes' ids, for explain's 'probe'.")),
            (
              "hierarchy",
              JSONSchema.anyObject("The hierarchy before any step, as dump's json format.")
            ),
          ], required: ["world", "file", "title", "steps", "probes", "hierarchy"]),
        run: WorldTools.loadScenario),
      MCPTool(
        name: "dump", title: "Dump a world's hierarchy",
        description:
          "Prints a world's hierarchy in one of UIKit's text forms: vc (_printHierarchy), views (recursiveDescription), chain (presponder, needs 'from'), pvc (chisel), autolayout (_autolayoutTrace); or json, dot (Graphviz), svg (the screen) or hierarchy-svg. For a scenario, after its steps (all, or 'step'). Same as `responder-lab dump`.",
        parameters: [CommonParameters.world] + CommonParameters.mirroring(DumpCommand.self),
        outputSchema: JSONSchema.object(
          [
            ("format", JSONSchema.string()),
            ("text", JSONSchema.string("The dump, for every format but json.")),
            ("hierarchy", JSONSchema.anyObject("The hierarchy, for the json format.")),
          ], required: ["format"]),
        run: WorldTools.dump),
      MCPTool(
        name: "chain", title: "Walk a responder chain",
        description:
          "The responder chain from a responder ('from'), or from the key window's first responder ('firstResponder'), one responder a hop, with the rule of UIKit that makes each hop and its FIDELITY number. Same as `responder-lab chain --json`.",
        parameters: [CommonParameters.world] + CommonParameters.mirroring(ChainCommand.self),
        outputSchema: JSONSchema.object(
          [
            (
              "chain",
              JSONSchema.array(
                of: JSONSchema.object(
                  [
                    ("responder", JSONSchema.string()), ("class", JSONSchema.string()),
                    ("next", JSONSchema.optionalString()), ("reason", JSONSchema.string()),
                    ("fidelity", JSONSchema.strings("FIDELITY numbers behind the hop.")),
                  ], required: ["responder", "class", "next", "reason", "fidelity"]))
            ),
            ("note", JSONSchema.string("Why the chain is empty, when it is.")),
          ], required: ["chain"]),
        run: WorldTools.chain),
      MCPTool(
        name: "explain", title: "Explain probes, presentations, delegates or an action",
        description:
          "For a world after its steps: where each probe lands and its chain, who presents what, and which delegate was asked what (sections of lines citing FIDELITY). With 'action' (a selector such as copy:), where that action sent with a nil target goes instead: where the search starts, each responder met and why it is skipped or chosen, and who could perform it off the chain. Same as `responder-lab explain --json`.",
        parameters: [CommonParameters.world]
          + CommonParameters.mirroring(ExplainCommand.self, except: ["--at"]),
        outputSchema: JSONSchema.object([
          (
            "sections",
            JSONSchema.array(
              of: JSONSchema.object(
                [("title", JSONSchema.string()), ("lines", JSONSchema.strings())],
                required: ["title", "lines"]))
          ),
          ("action", JSONSchema.string()),
          ("start", ActionRoute.line),
          ("hops", JSONSchema.array(of: ActionRoute.line)),
          ("conclusion", ActionRoute.line),
          ("notOnTheChain", JSONSchema.strings()),
        ]),
        run: WorldTools.explain),
      MCPTool(
        name: "run_scenario", title: "Run a scenario's steps",
        description:
          "Runs a scenario world's steps (all, or the first 'step'), each with its trace and how the hierarchy changed, and lists the expectations that failed. Same as `responder-lab run --json`.",
        parameters: [CommonParameters.world] + CommonParameters.mirroring(RunCommand.self),
        outputSchema: JSONSchema.object(
          [
            (
              "steps",
              JSONSchema.array(
                of: JSONSchema.object(
                  [
                    ("step", JSONSchema.integer()), ("summary", JSONSchema.string()),
                    ("line", JSONSchema.integer()), ("trace", JSONSchema.strings()),
                    ("changes", JSONSchema.strings()),
                  ], required: ["step", "summary", "line", "trace", "changes"]))
            ),
            ("failedExpectations", JSONSchema.strings()),
          ], required: ["steps", "failedExpectations"]),
        run: WorldTools.runScenario),
      MCPTool(
        name: "hit_test", title: "Hit-test a point",
        description:
          "Where a touch at a point of the window lands: the frontmost view that contains it, the views that contain it but were skipped and why (hidden, not interactive, transparent), and the responder chain from the view hit. Same as the first section of `responder-lab explain --at x,y --json`.",
        parameters: [
          CommonParameters.world,
          ToolParameter(
            name: "x", kind: .number, description: "The point's x, in the window's points.",
            isRequired: true),
          ToolParameter(
            name: "y", kind: .number, description: "The point's y, in the window's points.",
            isRequired: true),
        ] + CommonParameters.mirroring(ExplainCommand.self, only: ["--step", "--addresses"]),
        outputSchema: JSONSchema.object(
          [("title", JSONSchema.string()), ("lines", JSONSchema.strings())],
          required: ["title", "lines"]),
        run: WorldTools.hitTest),
      MCPTool(
        name: "list_demos", title: "List the demos",
        description:
          "The demos run_demo narrates: the articles reproduced step by step, a small hierarchy with its dumps, and the fixes. Same as the list `responder-lab demo` prints.",
        parameters: [],
        outputSchema: JSONSchema.object(
          [
            (
              "demos",
              JSONSchema.array(
                of: JSONSchema.object(
                  [("name", JSONSchema.string()), ("summary", JSONSchema.string())],
                  required: ["name", "summary"]))
            )
          ], required: ["demos"]),
        run: DemoTools.list),
      MCPTool(
        name: "run_demo", title: "Run a demo",
        description:
          "Narrates a demo, step by step, citing FIDELITY. Same as `responder-lab demo <name>`.",
        parameters: [
          ToolParameter(
            name: "name", kind: .choices(DemoCommand.catalog.map(\.name)),
            description: "The demo, from list_demos.", isRequired: true)
        ] + CommonParameters.mirroring(DemoCommand.self),
        outputSchema: JSONSchema.object(
          [("name", JSONSchema.string()), ("text", JSONSchema.string())],
          required: ["name", "text"]),
        run: DemoTools.run),
    ]
  }

  /// The tool called `name`.
  static func tool(_ name: String) -> MCPTool? {
    all.first { $0.name == name }
  }
}

/// Parameters several tools share, and those that stand for a command's options.
@MainActor
enum CommonParameters {
  static let world = ToolParameter(
    name: "world", kind: .string,
    description: "The world's id, from import_dump or load_scenario.", isRequired: true)

  /// The parameters standing for `command`'s options, in its order, but `--json` (the tools
  /// always answer in JSON), options that name files, and those in `excluded`: an option added
  /// to the command is a parameter of its tool.
  static func mirroring(_ command: any Subcommand.Type, except excluded: Set<String> = [])
    -> [ToolParameter]
  {
    command.options.filter { $0.name != "--json" && !excluded.contains($0.name) }
      .compactMap(ToolParameter.init)
  }

  /// The parameters standing for the options of `command` named in `names`.
  static func mirroring(_ command: any Subcommand.Type, only names: Set<String>) -> [ToolParameter]
  {
    command.options.filter { names.contains($0.name) }.compactMap(ToolParameter.init)
  }
}

/// The schema of one line of an action's route.
@MainActor
enum ActionRoute {
  static var line: JSONOutput {
    JSONSchema.object(
      [
        ("responder", JSONSchema.optionalString()), ("why", JSONSchema.string()),
        ("fidelity", JSONSchema.strings()),
      ], required: ["responder", "why", "fidelity"])
  }
}
