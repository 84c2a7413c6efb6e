/// The explorer page's style sheet.
enum ExplorerStyle {
  static let css = """
    :root { --tint: #0a64d8; --select: #ff3b30; --first: #0a84ff; --line: #d5d5db; --muted: #6e6e73; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 Helvetica, Arial, sans-serif; color: #1d1d1f; background: #f5f5f7; }
    header { display: flex; align-items: center; gap: 12px; padding: 8px 14px; background: #fff;
      border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    header h1 { font-size: 15px; margin: 0; }
    header .source { color: var(--muted); }
    header .moment { margin-left: auto; display: flex; gap: 6px; align-items: center; }
    button { font: inherit; border: 1px solid var(--line); background: #fff; border-radius: 6px;
      padding: 3px 9px; cursor: pointer; }
    button:focus-visible, li.node > .row:focus-visible, .step:focus-visible { outline: 2px solid var(--tint); }
    main { display: grid; grid-template-columns: minmax(260px, 420px) minmax(240px, 1fr) minmax(260px, 1fr);
      gap: 10px; padding: 10px; }
    @media (max-width: 1000px) { main { grid-template-columns: 1fr 1fr; } #screen-panel { grid-row: span 2; } }
    @media (max-width: 700px) { main { grid-template-columns: 1fr; } }
    section.panel { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 8px 10px;
      min-width: 0; overflow: auto; max-height: calc(100vh - 120px); }
    section.panel h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted);
      margin: 4px 0 6px; }
    #screen svg { width: auto; height: auto; max-width: 100%; max-height: calc(100vh - 150px); display: block;
      margin: 0 auto; cursor: crosshair; }
    #screen .hover-mark { fill: rgba(10, 100, 216, .12); stroke: var(--tint); stroke-width: 1.5; pointer-events: none; }
    #screen .select-mark { fill: none; stroke: var(--select); stroke-width: 3; pointer-events: none; }
    #screen .point-mark { fill: var(--select); stroke: #fff; stroke-width: 1.5; pointer-events: none; }
    input[type=search] { width: 100%; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
    ul.tree { list-style: none; margin: 0; padding-left: 14px; }
    ul.tree.root { padding-left: 0; }
    li.node > .row { display: flex; gap: 6px; align-items: baseline; padding: 1px 4px; border-radius: 4px;
      cursor: pointer; white-space: nowrap; }
    li.node > .row:hover { background: #eef4ff; }
    li.node.selected > .row { background: #ffe3e0; }
    li.node.first > .row .name::after { content: " ⌨"; color: var(--first); }
    li.node.collapsed > ul { display: none; }
    li.node.hidden-by-search { display: none; }
    .twisty { width: 12px; color: var(--muted); flex: none; }
    .name { font-weight: bold; }
    .detail { color: var(--muted); overflow: hidden; text-overflow: ellipsis; }
    .match > .row .name { background: #fff3b0; }
    table.props { border-collapse: collapse; width: 100%; }
    table.props td { border-top: 1px solid #eee; padding: 2px 4px; vertical-align: top; }
    table.props td:first-child { color: var(--muted); white-space: nowrap; }
    table.props td + td { white-space: pre-wrap; overflow-wrap: anywhere; }
    ol.chain, ol.path { margin: 0; padding-left: 22px; }
    ol.chain li, ol.path li { margin: 2px 0; }
    .reason { color: var(--muted); }
    .link { color: var(--tint); cursor: pointer; text-decoration: underline dotted; }
    .passed li { color: #8a4b00; }
    #timeline { grid-column: 1 / -1; max-height: 40vh; }
    .steps { display: flex; flex-direction: column; gap: 2px; }
    .step { padding: 3px 6px; border-radius: 5px; cursor: pointer; display: flex; gap: 8px; }
    .step:hover { background: #f0f0f3; }
    .step.current { background: #dbe9ff; }
    .step .n { color: var(--muted); width: 3em; flex: none; text-align: right; }
    .step .held { color: #1e7d32; }
    .step .failed { color: #c0392b; font-weight: bold; }
    ul.events { margin: 2px 0 6px 3.6em; padding: 0; list-style: none; font-family: Menlo, monospace; font-size: 11.5px; }
    ul.events li.hl { background: #fff6cc; }
    .empty { color: var(--muted); font-style: italic; }
    #changes-panel { grid-column: 1 / -1; max-height: 40vh; }
    #changes-panel select { font: inherit; max-width: 40em; }
    #changes { font-family: Menlo, monospace; font-size: 11.5px; margin-top: 6px; }
    #changes .heading { font-weight: bold; margin-top: 4px; }
    #changes .removed { color: #b3261e; }
    #changes .added { color: #1e7d32; }
    #changes .change { padding-left: 2.2em; }
    """
}
