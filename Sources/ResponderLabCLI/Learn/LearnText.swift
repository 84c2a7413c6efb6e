import Foundation
import ResponderLabLearn

/// The texts of learn mode: the welcome, the course list, the hints, the progress bar.
@MainActor
struct LearnText {
  var terminal: Terminal

  /// What to open, how to check and how to get a hint, for a learner's first run.
  func welcome(first exercise: Exercise, watching: Bool) -> String {
    let count = LearnCourse.exercises.count
    let check =
      watching
      ? "Fill in the parts marked TODO and save: the check runs again by itself."
      : "Fill in the parts marked TODO, save, then press Return here to check."
    return """
      \(terminal.bold("Welcome to ResponderLab's learn mode."))
      \(count) exercises lead from UIKit's responder chain to the sheet tricks of three blog
      articles, each checked in the simulator.

        1. Open \(terminal.cyan(exercise.path)) in your editor.
        2. \(check)
        3. Stuck? Press h for a hint: each exercise has three, each more telling.

      Each check rebuilds only your exercise's file and runs it: a few seconds.

      """
  }

  /// The keys the session answers.
  func keys(watching: Bool) -> String {
    let check = watching ? "" : "Return check · "
    return terminal.dim("Keys: \(check)h hint · n next · g go to · l list · r reset · q quit")
  }

  /// After a pass: what the reference solution does differently from the learner's file, and the
  /// exercise's note on it.
  func comparison(of exercise: Exercise, in workspace: LearnWorkspace) -> String {
    guard exercise.kind != .predict else {
      return terminal.dim("A prediction has one right answer: yours now matches the simulator.")
    }
    let mine = (try? String(contentsOfFile: workspace.absolute(exercise.path), encoding: .utf8))
    let reference = try? workspace.solution(of: exercise)
    var lines = [terminal.bold("What the reference solution does differently:")]
    if let mine, let reference {
      let differences = SolutionComparison(mine: mine, reference: reference).differences()
      if differences.isEmpty {
        lines.append("  Nothing: your code is the reference's, line for line.")
      } else {
        lines.append(
          terminal.dim("  (- only in yours, + only in the reference; comments left out)"))
        lines += differences.map { "  " + ($0.hasPrefix("+") ? terminal.green($0) : $0) }
      }
    } else {
      lines.append("  (the reference is in \(exercise.solutionPath))")
    }
    if !exercise.afterPass.isEmpty {
      lines += VerdictText().wrap(exercise.afterPass, width: 94).map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// A heading for `exercise`: its number, title and file.
  func heading(_ exercise: Exercise) -> String {
    let count = LearnCourse.exercises.count
    return terminal.bold("── Exercise \(exercise.number)/\(count): \(exercise.title)")
      + "\n   " + terminal.cyan(exercise.path) + "  (about \(exercise.minutes) min)"
  }

  /// The course's progress bar.
  func progressBar(_ progress: LearnProgress) -> String {
    let total = LearnCourse.exercises.count
    let solved = progress.solved.filter { LearnCourse.exercise($0) != nil }.count
    return "Course " + VerdictText().bar(solved, of: total, width: total) + " solved"
  }

  /// The course by part, one exercise a line: its two-digit number first, then its state, title,
  /// kind tag (`[predict]`, `[milestone]`), minutes and facts. Each part ends with the part's
  /// progress.
  func list(_ progress: LearnProgress) -> String {
    var lines: [String] = []
    for part in LearnCourse.parts {
      if !lines.isEmpty { lines.append("") }
      let solved = part.exercises.filter { progress.isSolved($0.number) }.count
      lines.append(
        terminal.bold("Part \(part.number): \(part.title)")
          + terminal.dim("  (\(solved)/\(part.exercises.count) solved)"))
      for exercise in part.exercises {
        let mark: String
        if progress.isSolved(exercise.number) {
          mark = terminal.green("✓")
        } else if exercise.number == progress.current {
          mark = terminal.yellow("▶")
        } else {
          mark = "·"
        }
        let tag = exercise.kind.tag
        let title = (exercise.title + (tag.isEmpty ? "" : " " + tag))
          .padding(toLength: 78, withPad: " ", startingAt: 0)
        lines.append(
          "\(exercise.twoDigitNumber) \(mark) \(title) \(String(exercise.minutes).leftPadded(to: 2)) min  FIDELITY \(exercise.fidelity.joined(separator: ", "))"
        )
      }
    }
    lines.append("")
    lines.append(progressBar(progress))
    return lines.joined(separator: "\n")
  }

  /// The first `count` hints of `exercise`, numbered.
  func hints(_ exercise: Exercise, count: Int) -> String {
    var lines = ["Hints for exercise \(exercise.number) (\(count) of \(exercise.hints.count)):"]
    for (index, hint) in exercise.hints.prefix(count).enumerated() {
      for (line, text) in VerdictText().wrap(hint, width: 92).enumerated() {
        lines.append((line == 0 ? "  \(index + 1). " : "     ") + text)
      }
    }
    if count < exercise.hints.count {
      lines.append(terminal.dim("  Ask again for the next hint."))
    }
    return lines.joined(separator: "\n")
  }

  /// The task of `exercise`, indented.
  func task(_ exercise: Exercise) -> String {
    exercise.task.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n")
  }

  /// What checking gave, as the learner reads it.
  func outcome(_ outcome: CheckOutcome, of exercise: Exercise) -> String {
    switch outcome {
    case .checked(_, let text):
      return text.hasSuffix("\n") ? String(text.dropLast()) : text
    case .buildFailed(let diagnostics):
      return """
        \(terminal.red("✗ DOES NOT COMPILE")) \(exercise.path)
        Fix the first error; the check runs once the file compiles.

        \(diagnostics)
        """
    case .crashed(let output):
      return """
        \(terminal.red("✗ CRASHED")) The check stopped without a verdict: a fatalError, a force
        unwrap of nil or a precondition in your code. Its last output:

        \(output.split(separator: "\n").suffix(15).joined(separator: "\n"))
        """
    case .timedOut(let seconds):
      return """
        \(terminal.red("✗ TIMED OUT")) The check ran for \(Int(seconds)) s without finishing. Is there
        a loop that never moves on (for example a walk up `next` that never advances)?
        """
    }
  }
}
