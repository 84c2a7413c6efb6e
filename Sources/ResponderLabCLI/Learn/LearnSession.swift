import Foundation
import ResponderLabLearn

/// The interactive loop of `responder-lab learn`: checks the current exercise, then re-checks it
/// when its file changes (or, with `--manual`, when Return is pressed), and answers keys.
///
/// While watching, a save is noticed through file events where the system has them (inotify on
/// Linux), else by looking at the file every ``pollInterval``; the screen is cleared before each
/// re-check on a terminal.
@MainActor
final class LearnSession {
  let workspace: LearnWorkspace
  let runner: any ExerciseRunner
  let keys: any KeySource
  let console: LearnConsole
  let watching: Bool
  /// How often the learner's file is looked at while watching, in seconds.
  var pollInterval = 0.5
  private var progress: LearnProgress
  private var text: LearnText { LearnText(terminal: console.terminal) }
  private var watcher: ExerciseFileWatcher?
  /// Whether watching uses file events; false forces polling.
  var usesFileEvents = true
  /// Whether to clear the screen before a check that a save started (on a terminal).
  var clearsScreen = false

  init(
    workspace: LearnWorkspace, runner: any ExerciseRunner, keys: any KeySource,
    console: LearnConsole, watching: Bool
  ) {
    self.workspace = workspace
    self.runner = runner
    self.keys = keys
    self.console = console
    self.watching = watching
    self.progress = workspace.progressStore.load()
    // Carry on where there is work left: the first exercise not solved yet.
    self.progress.current = progress.resumePoint
  }

  private var current: Exercise {
    LearnCourse.exercise(progress.current) ?? LearnCourse.exercises[0]
  }

  /// Runs until the learner quits or input ends.
  func run() -> CommandLineTool.ExitCode {
    let firstRun = !workspace.progressStore.exists
    if firstRun {
      console.print(text.welcome(first: current, watching: watching))
    }
    let resumed = progress.current
    update { $0.current = resumed }
    if !firstRun {
      console.print("Welcome back. " + text.progressBar(progress) + "\n")
    }
    showTask()
    check()
    while true {
      guard let key = keys.nextKey(timeout: pollInterval) else {
        if watching { checkIfChanged() }
        continue
      }
      if watching { checkIfChanged() }
      switch key {
      case .endOfInput:
        quit()
        return .success
      case .character(let character):
        if !handle(character) { return .success }
      }
    }
  }

  /// Answers one key; false to stop.
  private func handle(_ key: Character) -> Bool {
    switch key {
    case "q", "Q":
      quit()
      return false
    case "h", "H":
      revealHint()
    case "l", "L":
      refresh()
      console.print(text.list(progress))
      console.print(text.keys(watching: watching))
    case "n", "N":
      moveToNext()
    case "g", "G":
      goToExercise()
    case "r", "R":
      confirmReset()
    case "\n", "c", "C":
      check()
    default:
      console.print(text.keys(watching: watching))
    }
    return true
  }

  private func showTask() {
    console.print(text.heading(current))
    console.print(text.task(current))
    console.print()
  }

  private func check() {
    let exercise = current
    console.print(console.terminal.dim("Checking \(exercise.path)…"))
    watch(exercise)
    let outcome = runner.check(exercise, in: workspace)
    console.print(text.outcome(outcome, of: exercise))
    console.print()
    if outcome.passed {
      let newlySolved = !workspace.progressStore.load().isSolved(exercise.number)
      update { $0.markSolved(exercise.number) }
      if newlySolved {
        console.print(console.terminal.green("Exercise \(exercise.number) solved!"))
      }
      console.print(text.comparison(of: exercise, in: workspace))
      if exercise.number < LearnCourse.exercises.count {
        console.print("Press n for exercise \(exercise.number + 1).")
      } else if progress.solved.count >= LearnCourse.exercises.count {
        console.print("Every exercise is solved. Well done!")
      }
    } else if progress.hints(of: exercise.number) == 0 {
      console.print(console.terminal.dim("Stuck? Press h for a hint."))
    }
    console.print(text.progressBar(progress))
    console.print(text.keys(watching: watching))
  }

  /// Watches the learner's file of `exercise`, from now on.
  private func watch(_ exercise: Exercise) {
    let path = workspace.absolute(exercise.path)
    if watcher?.path != path {
      watcher = ExerciseFileWatcher(path: path, useEvents: usesFileEvents && watching)
      (keys as? StandardInputKeys)?.wakeDescriptor = watcher?.descriptor
    }
    watcher?.acknowledge()
  }

  private func checkIfChanged() {
    guard let watcher, watcher.changed() else { return }
    // NB: give an editor's save (truncate, then write) a moment to finish, then take in its events.
    usleep(useconds_t(pollInterval * 200_000))
    watcher.acknowledge()
    // The ANSI sequences for "cursor home" and "erase the screen".
    if clearsScreen { console.write("\u{1B}[H\u{1B}[2J") }
    showTask()
    check()
  }

  private func revealHint() {
    let exercise = current
    var count = 0
    update { progress in
      count = min(exercise.hints.count, progress.hints(of: exercise.number) + 1)
      progress.setHints(count, of: exercise.number)
    }
    console.print(text.hints(exercise, count: count))
    console.print()
    console.print(text.keys(watching: watching))
  }

  /// `g`: asks for an exercise's number, then moves to it and checks it.
  private func goToExercise() {
    let count = LearnCourse.exercises.count
    console.print("Go to which exercise (1–\(count))? Type its number, then Return.")
    var typed = ""
    reading: while true {
      switch keys.nextKey(timeout: 3600) {
      case .character("\n"): break reading
      case .character(let key) where key.isNumber: typed.append(key)
      case .character: break reading
      case .endOfInput: return
      case nil: continue
      }
    }
    guard let number = Int(typed), let exercise = LearnCourse.exercise(number) else {
      console.print("No exercise '\(typed)'. Choose 1 to \(count).")
      return
    }
    progress.current = exercise.number
    update { $0.current = exercise.number }
    showTask()
    check()
  }

  private func moveToNext() {
    refresh()
    let exercise = current
    guard exercise.number < LearnCourse.exercises.count else {
      console.print("This is the last exercise.")
      return
    }
    if !progress.isSolved(exercise.number) {
      console.print("Exercise \(exercise.number) is not solved yet. Skip it anyway? [y/N]")
      guard confirmed() else {
        console.print("Staying on exercise \(exercise.number).")
        return
      }
    }
    let next = exercise.number + 1
    progress.current = next
    update { $0.current = next }
    showTask()
    check()
  }

  private func confirmReset() {
    let exercise = current
    console.print(
      "Put the starter of exercise \(exercise.number) back in \(exercise.path)? Your version is kept in .responder-lab/backups. [y/N]"
    )
    guard confirmed() else {
      console.print("Nothing was reset.")
      return
    }
    do {
      let backup = try workspace.reset(exercise)
      console.print(
        "Reset \(exercise.path)" + (backup.map { "; your version is in \($0)" } ?? "") + ".")
      check()
    } catch {
      console.print(console.terminal.red("Could not reset: \(error)"))
    }
  }

  private func confirmed() -> Bool {
    while true {
      switch keys.nextKey(timeout: 3600) {
      case .character(let key): return key == "y" || key == "Y"
      case .endOfInput: return false
      case nil: continue
      }
    }
  }

  private func quit() {
    // NB: nothing to write: every change was written when it happened, so quitting can never put
    // back an older copy over what another check recorded meanwhile.
    console.print("Progress saved. Run 'swift run responder-lab learn' to carry on.")
  }

  /// Reads what other sessions and checks recorded, keeping this session's exercise.
  private func refresh() {
    progress = workspace.progressStore.load().keeping(current: progress.current)
  }

  /// Applies `change` to the progress file as it is now (another session or a one-shot check may
  /// have written it) and keeps the result, with this session's current exercise.
  private func update(_ change: (inout LearnProgress) -> Void) {
    let current = progress.current
    do {
      progress = try workspace.progressStore.update(change).keeping(current: current)
    } catch {
      console.print(console.terminal.red("Could not save progress: \(error)"))
      change(&progress)
    }
  }
}
