import SimUIKit

/// An ordered log of what views, recognizers and delegates were told.
@MainActor
final class TouchLog {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// A view that logs its touch methods under a short name and does not pass them on.
final class LoggingView: UIView {
  var log: TouchLog?
  var label = "view"

  convenience init(_ label: String, frame: CGRect, log: TouchLog) {
    self.init(frame: frame)
    self.label = label
    self.log = log
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("\(label).touchesBegan")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("\(label).touchesMoved")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("\(label).touchesEnded")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("\(label).touchesCancelled")
  }
}

/// A target whose action method logs the recognizer's name and state.
final class GestureTarget: UIResponder {
  var log: TouchLog?
  var touchesCancelledState: UIGestureRecognizer.State?

  func handle(_ recognizer: UIGestureRecognizer) {
    log?.add("\(recognizer.name ?? "recognizer").action(\(recognizer.state))")
  }

  override class var actionMethods: [ActionMethod] {
    super.actionMethods + [ActionMethod("handle:", GestureTarget.handle)]
  }
}

/// A delegate with switchable answers that logs the questions.
final class GestureDelegate: UIGestureRecognizerDelegate {
  let log: TouchLog
  var shouldBegin = true
  var shouldReceive = true
  var simultaneous = false

  init(log: TouchLog) { self.log = log }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    log.add("\(gestureRecognizer.name ?? "recognizer").delegate.shouldBegin")
    return shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    log.add("\(gestureRecognizer.name ?? "recognizer").delegate.shouldReceive")
    return shouldReceive
  }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}

/// A tap recognizer that logs its touch methods.
final class LoggingTap: UITapGestureRecognizer {
  var log: TouchLog?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log?.add("\(name ?? "tap").touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log?.add("\(name ?? "tap").touchesEnded")
    super.touchesEnded(touches, with: event)
  }
}
