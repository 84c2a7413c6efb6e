#!/usr/bin/env python3
"""Drives an explorer page in headless Chromium and checks what a person would do with it.

Usage: check_explorer.py PAGE.html [--screenshot PREFIX] [--diff DIFF.json]

Checks, on the page's DOM (not its pixels): the page loads from file:// without console errors;
clicking a view in the screen selects it in the trees and shows its properties, its responder
chain and the hit-test path to the point; clicking a row of a tree selects that view; the search
box filters the trees; the arrow keys step the timeline and the screen changes with it; every
moment renders. With --diff, the output of 'responder-lab diff --json' from the scenario's start to
its end: the page's changes panel, asked to compare the last moment with the start, lists the same
objects removed, added and changed, with the same changes. With --screenshot, saves
PREFIX-wide.png and PREFIX-narrow.png.
Needs Debian's chromium, chromium-driver and python3-selenium. Prints one line a check; exits 1
on the first failure, 2 when the browser cannot be started.
"""
import json
import os
import re
import sys

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def fail(message):
    print(f"FAIL {message}")
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print(f"ok   {message}")


def start_browser(width, height):
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def page_data(driver):
    return json.loads(driver.execute_script("return document.getElementById('explorer-data').textContent"))


def click_in_screen(driver, frame):
    """Clicks, as a mouse does, the centre of a frame given in picture coordinates."""
    x, y, width, height = frame
    client = driver.execute_script(
        """const svg = document.querySelector('#screen svg'); const p = svg.createSVGPoint();
        p.x = arguments[0]; p.y = arguments[1];
        svg.scrollIntoView({block: 'nearest'});
        let c = p.matrixTransform(svg.getScreenCTM());
        if (c.y < 0 || c.y > window.innerHeight) { window.scrollBy(0, c.y - window.innerHeight / 2);
          c = p.matrixTransform(svg.getScreenCTM()); }
        return [Math.round(c.x), Math.round(c.y)];""",
        x + width / 2, y + height / 2)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(client[0], client[1]).click()
    actions.perform()


def selected_names(driver):
    return [item.get_attribute("data-name") for item in driver.find_elements(By.CSS_SELECTOR, "li.node.selected")]


def without_ids(text):
    """'UILabel#2 (caption)' as the page names it: 'UILabel#2'."""
    return re.sub(r"(\S+#\d+) \([^)]*\)", r"\1", text)


def check_changes(driver, diff):
    """Compares the changes panel, from the start to the last moment, with diff's JSON."""
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.END)
    driver.execute_script(
        "const s = document.getElementById('compare'); s.value = '0'; s.dispatchEvent(new Event('change'));")
    lines = driver.execute_script(
        "return [...document.querySelectorAll('#changes > div')].map(d => [d.className, d.textContent])")
    removed = [text[2:].split(",")[0] for kind, text in lines if kind == "removed"]
    added = [text[2:].split(",")[0] for kind, text in lines if kind == "added"]
    check(removed == [without_ids(o["name"]) for o in diff["removed"]],
          f"the changes panel removes the {len(removed)} objects diff removes")
    check(added == [without_ids(o["name"]) for o in diff["added"]],
          f"the changes panel adds the {len(added)} objects diff adds")
    shown, current = {}, None
    for kind, text in lines:
        if kind == "object":
            current = text
            shown[current] = []
        elif kind == "change":
            shown[current].append(text)
    expected = {without_ids(o["name"]): [without_ids(f"{c['relation']}: {c['from']} → {c['to']}")
                                        for c in o["changes"]] for o in diff["changed"]}
    check(shown == expected, f"the changes panel shows diff's changes of {len(expected)} objects")
    first = [text for kind, text in lines if kind == "heading" and text.startswith("first responder")]
    if diff["firstResponder"]:
        wanted = without_ids(f"first responder: {diff['firstResponder']['from']} → {diff['firstResponder']['to']}")
        check(first == [wanted], "the changes panel shows the first responder's change")
    else:
        check(first == [], "no first responder change, as diff says")


def main():
    page = os.path.abspath(sys.argv[1])
    diff = json.load(open(sys.argv[sys.argv.index("--diff") + 1])) if "--diff" in sys.argv else None
    prefix = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None
    try:
        driver = start_browser(1400, 1000)
    except Exception as error:  # The browser or its driver is missing or broken.
        print(f"SKIP cannot start headless Chromium: {error}".splitlines()[0])
        sys.exit(2)
    try:
        driver.get("file://" + page)
        data = page_data(driver)
        check(driver.find_element(By.CSS_SELECTOR, "#screen svg") is not None, "the screen is drawn")
        check(console_errors(driver) == [], "no console errors on load")
        moments = data["moments"]
        last = moments[-1]["snapshot"]
        check(driver.find_element(By.ID, "moment-label").text == f"{len(moments)} / {len(moments)}",
              "the page opens at the last moment")

        # Click the frontmost labelled or text view in the screen.
        groups = driver.execute_script(
            """return [...document.querySelectorAll('#screen g[data-frame]')].map(g => [g.getAttribute('data-name'),
            g.getAttribute('data-frame').split(' ').map(Number), g.textContent])""")
        texts = [g for g in groups if g[2].strip() and g[1][2] > 8 and g[1][3] > 8 and g[0] in last["objects"]]
        check(texts, "the screen has views with text to click")
        name, frame, _ = texts[-1]
        expected = driver.execute_script(
            """const p = {x: arguments[0], y: arguments[1]}; const gs = [...document.querySelectorAll('#screen g[data-frame]')];
            for (let i = gs.length - 1; i >= 0; i--) { const [x, y, w, h] = gs[i].getAttribute('data-frame').split(' ').map(Number);
            if (p.x >= x && p.x < x + w && p.y >= y && p.y < y + h) return gs[i].getAttribute('data-name'); } return null;""",
            frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
        click_in_screen(driver, frame)
        check(driver.find_element(By.ID, "selected-name").text == expected,
              f"clicking {expected} in the screen selects it")
        check(selected_names(driver).count(expected) >= 1, f"{expected} is selected in the view tree")
        chain = [li.get_attribute("data-name") for li in driver.find_elements(By.CSS_SELECTOR, "#chain > li")]
        check(chain == [hop[0] for hop in last["objects"][expected]["r"]],
              f"the chain shown is {expected}'s chain ({len(chain)} responders)")
        reasons = driver.find_elements(By.CSS_SELECTOR, "#chain .reason")
        check(all("FIDELITY" in r.text for r in reasons), "every hop says its rule")
        path = [li.get_attribute("data-name") for li in driver.find_elements(By.CSS_SELECTOR, "#hit-path > li")]
        hit = driver.find_element(By.ID, "hit-view").text
        check(path and path[0].startswith("UIWindow") and path[-1] in hit,
              f"the hit-test path runs from the window to the view hit ({path[-1] if path else None})")

        # Select in the controller tree.
        row = driver.find_element(By.CSS_SELECTOR, "#controllers li.node > .row")
        controller = row.find_element(By.XPATH, "..").get_attribute("data-name")
        row.click()
        check(driver.find_element(By.ID, "selected-name").text == controller,
              f"clicking {controller} in the controller tree selects it")
        check(any(td.text == "appearance" for td in driver.find_elements(By.CSS_SELECTOR, "#properties td")),
              "a controller's properties show its appearance state")

        # Keyboard: a tree row moves with the arrows.
        row = driver.find_element(By.CSS_SELECTOR, "#views li.node > .row")
        row.click()
        first = driver.find_element(By.ID, "selected-name").text
        row.send_keys(Keys.ARROW_DOWN)
        second = driver.find_element(By.ID, "selected-name").text
        check(first != second, f"↓ in the view tree moves the selection ({first} to {second})")

        # Search.
        search = driver.find_element(By.ID, "search")
        wanted = last["objects"][expected]["p"][0][1]
        search.send_keys(wanted)
        shown = [li for li in driver.find_elements(By.CSS_SELECTOR, "#views li.node.match")]
        hidden = driver.find_elements(By.CSS_SELECTOR, "#views li.node.hidden-by-search")
        check(shown and all(wanted.lower() in li.get_attribute("data-search") for li in shown)
              and expected in [li.get_attribute("data-name") for li in shown],
              f"searching '{wanted}' marks {len(shown)} views and hides {len(hidden)}")
        search.clear()
        search.send_keys(Keys.ESCAPE)
        driver.find_element(By.TAG_NAME, "body").click()

        # The timeline, with the keyboard.
        if len(moments) > 1:
            body = driver.find_element(By.TAG_NAME, "body")
            before = driver.find_element(By.CSS_SELECTOR, "#screen svg").get_attribute("outerHTML")
            body.send_keys(Keys.HOME)
            check(driver.find_element(By.ID, "moment-label").text == f"1 / {len(moments)}", "Home goes to the start")
            seen = set()
            for index in range(1, len(moments)):
                body.send_keys(Keys.ARROW_RIGHT)
                label = driver.find_element(By.ID, "moment-label").text
                if label != f"{index + 1} / {len(moments)}":
                    fail(f"→ should show moment {index + 1}, shows {label}")
                names = set(driver.execute_script(
                    "return [...document.querySelectorAll('#screen g[data-name]')].map(g => g.getAttribute('data-name'))"))
                expected_names = set(moments[index]["snapshot"]["svg"].split('data-name="')[i].split('"')[0]
                                     for i in range(1, moments[index]["snapshot"]["svg"].count('data-name="') + 1))
                if names != expected_names:
                    fail(f"moment {index + 1}'s screen does not draw its snapshot's views")
                seen.add(driver.find_element(By.CSS_SELECTOR, "#screen svg").get_attribute("outerHTML"))
            print(f"ok   → steps through all {len(moments)} moments, each screen drawn from its snapshot")
            after = driver.find_element(By.CSS_SELECTOR, "#screen svg").get_attribute("outerHTML")
            check(len(seen) > 1 and after.count("data-name") == before.count("data-name"),
                  "the screen changes along the timeline and ends where it began")
            body.send_keys(Keys.ARROW_LEFT)
            check(driver.find_element(By.ID, "moment-label").text == f"{len(moments) - 1} / {len(moments)}",
                  "← steps back")
            current = driver.find_elements(By.CSS_SELECTOR, ".step.current")
            check(len(current) == 1, "one step is current in the timeline")
            step = moments[-2]["step"]
            if step and data["steps"][step - 1]["events"]:
                events = driver.find_elements(By.CSS_SELECTOR, "#current-events li.hl")
                check(len(events) == len(data["steps"][step - 1]["events"]), "the step's events are highlighted")
            held = [s for s in data["steps"] if "expect" in s]
            marks = driver.find_elements(By.CSS_SELECTOR, ".step .held, .step .failed")
            check(len(marks) == len(held), f"each of {len(held)} expectations says whether it held")
        if diff is not None:
            check_changes(driver, diff)
        check(console_errors(driver) == [], "no console errors after the session")
        if prefix:
            driver.execute_script("window.scrollTo(0, 0)")
            driver.save_screenshot(prefix + "-wide.png")
            driver.set_window_size(820, 1000)
            driver.save_screenshot(prefix + "-narrow.png")
            print(f"ok   screenshots {prefix}-wide.png and {prefix}-narrow.png")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
