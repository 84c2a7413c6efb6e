/// The explorer page's script: it reads the page's data, draws the moment chosen, and links the
/// screen, the trees, the details and the timeline. No network, no libraries.
enum ExplorerScript {
  static let javaScript = #"""
    "use strict";
    const data = JSON.parse(document.getElementById("explorer-data").textContent);
    const $ = (id) => document.getElementById(id);
    const SVGNS = "http://www.w3.org/2000/svg";
    const state = { moment: data.moments.length - 1, selected: null, point: null };

    function el(tag, attributes, ...children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) {
        if (key === "class") node.className = value; else node.setAttribute(key, value);
      }
      for (const child of children) {
        if (child == null) continue;
        node.append(typeof child === "string" ? document.createTextNode(child) : child);
      }
      return node;
    }
    const snapshot = () => data.moments[state.moment].snapshot;

    // The screen: the moment's picture, a hover outline and the selection's outline.
    function drawScreen() {
      const holder = $("screen");
      holder.textContent = "";
      const parsed = new DOMParser().parseFromString(snapshot().svg, "image/svg+xml");
      const svg = document.importNode(parsed.documentElement, true);
      holder.append(svg);
      for (const name of ["hover-mark", "select-mark"]) {
        const mark = document.createElementNS(SVGNS, "rect");
        mark.setAttribute("class", name);
        mark.setAttribute("visibility", "hidden");
        svg.append(mark);
      }
      const point = document.createElementNS(SVGNS, "circle");
      point.setAttribute("class", "point-mark");
      point.setAttribute("r", "4");
      point.setAttribute("visibility", "hidden");
      svg.append(point);
      svg.addEventListener("mousemove", (event) => {
        const found = viewAt(svgPoint(svg, event));
        place(svg.querySelector(".hover-mark"), found && frameOf(found));
      });
      svg.addEventListener("mouseleave", () => place(svg.querySelector(".hover-mark"), null));
      svg.addEventListener("click", (event) => {
        const p = svgPoint(svg, event);
        state.point = { x: p.x - snapshot().margin, y: p.y - snapshot().margin };
        const found = viewAt(p);
        select(found ? found.getAttribute("data-name") : null);
      });
      markSelection();
    }
    function svgPoint(svg, event) {
      const point = svg.createSVGPoint();
      point.x = event.clientX; point.y = event.clientY;
      return point.matrixTransform(svg.getScreenCTM().inverse());
    }
    function frameOf(group) { return group.getAttribute("data-frame").split(" ").map(Number); }
    // The frontmost drawn view under a point: the last group in drawing order that contains it.
    function viewAt(p) {
      const groups = [...$("screen").querySelectorAll("g[data-frame]")];
      for (let i = groups.length - 1; i >= 0; i--) {
        const [x, y, w, h] = frameOf(groups[i]);
        if (p.x >= x && p.x < x + w && p.y >= y && p.y < y + h) return groups[i];
      }
      return null;
    }
    function place(mark, frame) {
      if (!mark) return;
      if (!frame) { mark.setAttribute("visibility", "hidden"); return; }
      const [x, y, w, h] = frame;
      mark.setAttribute("x", x); mark.setAttribute("y", y);
      mark.setAttribute("width", Math.max(w, 1)); mark.setAttribute("height", Math.max(h, 1));
      mark.setAttribute("visibility", "visible");
    }
    function markSelection() {
      const svg = $("screen").querySelector("svg");
      if (!svg) return;
      const group = state.selected &&
        [...svg.querySelectorAll("g[data-name]")].find((g) => g.getAttribute("data-name") === state.selected);
      place(svg.querySelector(".select-mark"), group ? frameOf(group) : null);
      const dot = svg.querySelector(".point-mark");
      if (state.point) {
        dot.setAttribute("cx", state.point.x + snapshot().margin);
        dot.setAttribute("cy", state.point.y + snapshot().margin);
        dot.setAttribute("visibility", "visible");
      } else dot.setAttribute("visibility", "hidden");
    }

    // The trees.
    function drawTree(holderId, root) {
      const holder = $(holderId);
      holder.textContent = "";
      if (!root) { holder.append(el("p", { class: "empty" }, "none")); return; }
      const list = el("ul", { class: "tree root", role: "tree" });
      list.append(treeNode(root));
      holder.append(list);
    }
    function treeNode(node) {
      const twisty = el("span", { class: "twisty" }, node.k ? "▾" : "");
      const row = el("div", { class: "row", tabindex: "0", role: "treeitem" }, twisty,
        el("span", { class: "name" }, node.n), node.i ? el("span", { class: "id" }, "(" + node.i + ")") : null,
        el("span", { class: "detail" }, node.d || ""));
      const item = el("li", { class: "node", "data-name": node.n,
        "data-search": [node.n, node.c, node.i || "", node.d || ""].join(" ").toLowerCase() }, row);
      if (snapshot().firstResponder === node.n) item.classList.add("first");
      twisty.addEventListener("click", (event) => { event.stopPropagation(); toggle(item); });
      row.addEventListener("click", () => { state.point = null; select(node.n); });
      row.addEventListener("keydown", (event) => treeKey(event, item));
      if (node.k) {
        const list = el("ul", { class: "tree", role: "group" });
        for (const kid of node.k) list.append(treeNode(kid));
        item.append(list);
      }
      return item;
    }
    function toggle(item, open) {
      if (!item.querySelector(":scope > ul")) return;
      const collapse = open === undefined ? !item.classList.contains("collapsed") : !open;
      item.classList.toggle("collapsed", collapse);
      item.querySelector(".twisty").textContent = collapse ? "▸" : "▾";
    }
    function visibleRows() {
      return [...document.querySelectorAll("li.node > .row")].filter((row) => row.offsetParent !== null);
    }
    function treeKey(event, item) {
      const rows = visibleRows();
      const index = rows.indexOf(item.querySelector(":scope > .row"));
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        const next = rows[index + (event.key === "ArrowDown" ? 1 : -1)];
        if (next) { next.focus(); next.click(); }
      } else if (event.key === "ArrowRight") toggle(item, true);
      else if (event.key === "ArrowLeft") toggle(item, false);
      else return;
      event.preventDefault();
      event.stopPropagation();
    }
    function search(text) {
      const query = text.trim().toLowerCase();
      for (const item of document.querySelectorAll("li.node")) {
        item.classList.remove("hidden-by-search", "match");
      }
      if (!query) return;
      for (const item of [...document.querySelectorAll("li.node")].reverse()) {
        const matches = item.getAttribute("data-search").includes(query);
        const kidMatches = item.querySelector("li.node:not(.hidden-by-search)") !== null;
        if (matches) item.classList.add("match");
        if (!matches && !kidMatches) item.classList.add("hidden-by-search");
        else toggle(item, true);
      }
    }

    // The selection: in the screen, in both trees, and its details.
    function select(name) {
      state.selected = name;
      for (const item of document.querySelectorAll("li.node")) {
        const on = item.getAttribute("data-name") === name;
        item.classList.toggle("selected", on);
        if (on) {
          for (let up = item.parentElement.closest("li.node"); up; up = up.parentElement.closest("li.node")) toggle(up, true);
        }
      }
      markSelection();
      drawDetails();
    }
    function nameLink(name) {
      const link = el("span", { class: "link", "data-select": name }, name);
      link.addEventListener("click", () => { state.point = null; select(name); });
      return link;
    }
    function drawDetails() {
      const holder = $("details");
      holder.textContent = "";
      const object = state.selected && snapshot().objects[state.selected];
      holder.append(el("h2", {}, "Selection"));
      if (state.selected) holder.append(el("p", { id: "selected-name", class: "name" }, state.selected));
      if (!object) {
        holder.append(el("p", { class: "empty" }, state.selected ? "not in this moment's window" :
          "Click a view in the screen or a row in a tree."));
      } else {
        const table = el("table", { class: "props", id: "properties" });
        for (const [key, value] of object.p) table.append(el("tr", {}, el("td", {}, key), el("td", {}, value)));
        holder.append(table);
        holder.append(el("h2", {}, "Responder chain"));
        const chain = el("ol", { class: "chain", id: "chain" });
        for (const [name, reason] of object.r) {
          chain.append(el("li", { "data-name": name }, nameLink(name), " ", el("span", { class: "reason" }, data.reasons[reason])));
        }
        holder.append(chain);
      }
      drawHitTest(holder);
    }
    function drawHitTest(holder) {
      const hits = snapshot().hits;
      if (!state.point || !hits) return;
      const { x, y } = state.point;
      const column = hits.xs.findIndex((edge, i) => i + 1 < hits.xs.length && x >= edge && x < hits.xs[i + 1]);
      const row = hits.ys.findIndex((edge, i) => i + 1 < hits.ys.length && y >= edge && y < hits.ys[i + 1]);
      holder.append(el("h2", {}, "Hit-test at (" + Math.round(x) + ", " + Math.round(y) + ")"));
      if (column < 0 || row < 0) { holder.append(el("p", { class: "empty" }, "outside the screen")); return; }
      const result = hits.results[hits.cells[row * (hits.xs.length - 1) + column]];
      holder.append(el("p", { id: "hit-view" }, result.v ? "A touch here lands on " : "A touch here lands on nothing",
        result.v ? nameLink(result.v) : null, result.v ? " (FIDELITY 9.1–9.4)." : "."));
      const path = el("ol", { class: "path", id: "hit-path" });
      for (const name of result.p) path.append(el("li", { "data-name": name }, nameLink(name)));
      holder.append(el("div", {}, "Path from the window:"), path);
      if (result.x.length) {
        const passed = el("ul", { class: "passed", id: "hit-passed" });
        for (const [name, why] of result.x) passed.append(el("li", { "data-name": name }, nameLink(name), ": " + why));
        holder.append(el("div", {}, "Passed over:"), passed);
      }
    }

    // The timeline: every step with its events; a moment is the state after its step.
    function drawTimeline() {
      const holder = $("steps");
      holder.textContent = "";
      data.moments.forEach((moment, index) => {
        const step = moment.step ? data.steps[moment.step - 1] : null;
        const row = el("div", { class: "step" + (index === state.moment ? " current" : ""), tabindex: "0",
          "data-moment": index }, el("span", { class: "n" }, step ? String(step.n) : "0"), el("span", {}, moment.label));
        if (step && step.expect) {
          row.append(el("span", { class: step.expect.held ? "held" : "failed" },
            step.expect.held ? "✓ held" : "✗ failed: " + step.expect.found));
        }
        row.addEventListener("click", () => show(index));
        holder.append(row);
        if (step && index === state.moment && step.events.length) {
          const events = el("ul", { class: "events", id: "current-events" });
          for (const [category, text] of step.events) events.append(el("li", { class: "hl", "data-category": category }, text));
          holder.append(events);
        }
      });
      $("moment-label").textContent = (state.moment + 1) + " / " + data.moments.length;
    }
    // The changes between two moments, as 'responder-lab diff' prints them: objects removed and
    // added with their place, each object's changed facts (relations first), the first responder.
    function compareMoments(a, b) {
      const before = new Map(a.o.map((o) => [o[0], o])), after = new Map(b.o.map((o) => [o[0], o]));
      const result = { removed: a.o.filter((o) => !after.has(o[0])), added: b.o.filter((o) => !before.has(o[0])),
        changed: [], firstResponder: a.fr === b.fr ? null : [a.fr, b.fr] };
      for (const object of b.o) {
        const old = before.get(object[0]);
        if (!old) continue;
        const oldFacts = new Map(old[3].map((f) => [f[0], f])), newFacts = new Map(object[3].map((f) => [f[0], f]));
        const relations = [...newFacts.keys(), ...[...oldFacts.keys()].filter((r) => !newFacts.has(r))];
        const changes = [];
        for (const relation of relations) {
          const from = oldFacts.has(relation) ? oldFacts.get(relation)[1] : "nil";
          const to = newFacts.has(relation) ? newFacts.get(relation)[1] : "nil";
          const isRelation = (newFacts.get(relation) || oldFacts.get(relation))[2] === 1;
          if (from !== to) changes.push({ relation, from, to, isRelation });
        }
        changes.sort((x, y) => (y.isRelation ? 1 : 0) - (x.isRelation ? 1 : 0));
        if (changes.length) result.changed.push({ name: object[0], changes });
      }
      return result;
    }
    function drawCompareChoices() {
      const select = $("compare");
      const chosen = select.value || "previous";
      select.textContent = "";
      select.append(el("option", { value: "previous" }, "the moment before"));
      data.moments.forEach((moment, index) => select.append(el("option", { value: String(index) },
        (moment.step ? "step " + moment.step + ": " : "") + moment.label)));
      select.value = chosen;
    }
    function drawChanges() {
      const holder = $("changes");
      holder.textContent = "";
      const choice = $("compare").value;
      const from = choice === "previous" ? state.moment - 1 : Number(choice);
      if (from < 0 || from === state.moment) {
        holder.append(el("p", { class: "empty" }, "Choose another moment to compare this one with."));
        return;
      }
      holder.setAttribute("data-from", String(from));
      const result = compareMoments(data.moments[from].snapshot.facts, snapshot().facts);
      const line = (kind, ...parts) => holder.append(el("div", { class: kind }, ...parts));
      if (result.removed.length) {
        line("heading", "removed (" + result.removed.length + "):");
        for (const o of result.removed) line("removed", "- ", nameLink(o[0]), o[2] ? ", " + o[2] : "");
      }
      if (result.added.length) {
        line("heading", "added (" + result.added.length + "):");
        for (const o of result.added) line("added", "+ ", nameLink(o[0]), o[2] ? ", " + o[2] : "");
      }
      if (result.changed.length) {
        line("heading", "changed (" + result.changed.length + "):");
        for (const object of result.changed) {
          line("object", nameLink(object.name));
          for (const c of object.changes) line("change", c.relation + ": " + c.from + " → " + c.to);
        }
      }
      if (result.firstResponder) line("heading", "first responder: " + result.firstResponder.join(" → "));
      if (!result.removed.length && !result.added.length && !result.changed.length && !result.firstResponder) {
        line("empty", "No differences.");
      }
    }

    function show(index) {
      state.moment = Math.max(0, Math.min(data.moments.length - 1, index));
      drawScreen();
      drawTree("controllers", snapshot().controllers);
      drawTree("views", snapshot().views);
      drawTimeline();
      drawChanges();
      search($("search").value);
      select(state.selected);
      const current = document.querySelector(".step.current");
      if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
    }

    $("previous").addEventListener("click", () => show(state.moment - 1));
    $("next").addEventListener("click", () => show(state.moment + 1));
    $("search").addEventListener("input", (event) => search(event.target.value));
    $("compare").addEventListener("change", drawChanges);
    drawCompareChoices();
    document.addEventListener("keydown", (event) => {
      if (event.target.tagName === "INPUT" || event.target.tagName === "SELECT") { if (event.key === "Escape") event.target.blur(); return; }
      if (event.key === "ArrowLeft" || event.key === "k") show(state.moment - 1);
      else if (event.key === "ArrowRight" || event.key === "j") show(state.moment + 1);
      else if (event.key === "Home") show(0);
      else if (event.key === "End") show(data.moments.length - 1);
      else if (event.key === "/") $("search").focus();
      else if (event.key === "Escape") { state.point = null; select(null); }
      else return;
      event.preventDefault();
    });
    show(state.moment);
    """#
}
