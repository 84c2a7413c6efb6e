import ResponderLabLearn

/// The one-shot learn subcommands: list, hint, check, reset and solution.
@MainActor
struct LearnActions {
  let workspace: LearnWorkspace
  let runner: any ExerciseRunner
  let console: LearnConsole
  private var text: LearnText { LearnText(terminal: console.terminal) }

  init(workspace: LearnWorkspace, runner: any ExerciseRunner, console: LearnConsole) {
    self.workspace = workspace
    self.runner = runner
    self.console = console
  }

  private var store: LearnProgressStore { workspace.progressStore }

  private func exercise(_ number: Int?, in progress: LearnProgress) -> Exercise {
    LearnCourse.exercise(number ?? progress.current) ?? LearnCourse.exercises[0]
  }

  /// `learn list`: the course and where the learner is.
  func list() -> CommandLineTool.ExitCode {
    console.print(text.list(store.load()))
    return .success
  }

  /// `learn hint [n]`: reveals one more hint of the exercise (the current one by default).
  func hint(_ number: Int?) -> CommandLineTool.ExitCode {
    let exercise = exercise(number, in: store.load())
    var count = 0
    update { progress in
      count = min(exercise.hints.count, progress.hints(of: exercise.number) + 1)
      progress.setHints(count, of: exercise.number)
    }
    console.print(text.hints(exercise, count: count))
    return .success
  }

  /// `learn check [n]`: builds and checks the exercise; exit code 0 when it passes.
  func check(_ number: Int?) -> CommandLineTool.ExitCode {
    let exercise = exercise(number, in: store.load())
    console.print(text.heading(exercise))
    let outcome = runner.check(exercise, in: workspace)
    console.print(text.outcome(outcome, of: exercise))
    // NB: the file is read again only now: a session or another check may have written meanwhile.
    var progress = store.load()
    if outcome.passed {
      var moved: Exercise?
      progress = update { progress in
        progress.markSolved(exercise.number)
        if progress.current == exercise.number,
          let next = progress.nextUnsolved(after: exercise.number)
        {
          progress.current = next
          moved = LearnCourse.exercise(next)
        }
      }
      console.print()
      console.print(text.comparison(of: exercise, in: workspace))
      if let moved {
        console.print("\nSolved. Next: exercise \(moved.number), \(moved.path)")
      }
    } else if progress.hints(of: exercise.number) == 0 {
      console.print("\nStuck? responder-lab learn hint \(exercise.number)")
    }
    console.print(text.progressBar(progress))
    return outcome.passed ? .success : .failure
  }

  /// `learn reset [n]`: puts the starter back (of the current exercise by default), keeping the learner's version as a backup.
  func reset(_ number: Int?) -> CommandLineTool.ExitCode {
    let exercise = exercise(number, in: store.load())
    do {
      let backup = try workspace.reset(exercise)
      console.print("Reset \(exercise.path) to its starter.")
      if let backup { console.print("Your version is kept in \(backup).") }
      return .success
    } catch {
      console.print("error: Could not reset \(exercise.path): \(error)")
      return .failure
    }
  }

  /// `learn solution n`: the reference solution, once the exercise is solved.
  func solution(_ number: Int) -> CommandLineTool.ExitCode {
    guard let exercise = LearnCourse.exercise(number) else { return .usage }
    guard store.load().isSolved(number) else {
      console.print(
        "Exercise \(number) is not solved yet, so its solution stays hidden. Try 'responder-lab learn hint \(number)' instead."
      )
      return .failure
    }
    do {
      console.print("── \(exercise.solutionPath)")
      console.print(try workspace.solution(of: exercise))
      return .success
    } catch {
      console.print("error: Could not read \(exercise.solutionPath): \(error)")
      return .failure
    }
  }

  /// Applies `change` to the progress file as it is now; returns what was written, or the file as
  /// it was when it could not be written.
  @discardableResult
  private func update(_ change: (inout LearnProgress) -> Void) -> LearnProgress {
    do {
      return try store.update(change)
    } catch {
      console.print("warning: Could not save progress: \(error)")
      return store.load()
    }
  }
}
