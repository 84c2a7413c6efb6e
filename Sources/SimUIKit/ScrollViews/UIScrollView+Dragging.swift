public import Foundation

// Scrolling by the hand's pan, with a simple deceleration on the virtual clock.
extension UIScrollView {
  /// The smallest and largest content offsets, from the content size and the adjusted insets.
  public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - bounds.width),
      y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
    return (minimum, maximum)
  }

  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = contentOffsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      decelerationGeneration += 1
      isDecelerating = false
      isTracking = true
      isDragging = true
      dragStartOffset = contentOffset
      delegate?.scrollViewWillBeginDragging(self)
      follow(pan)
    case .changed:
      follow(pan)
    case .ended, .cancelled:
      follow(pan)
      isTracking = false
      isDragging = false
      // Inside a sheet whose drag took the last move, the content has no speed of its own.
      let stillContent = sheetInteraction?.lastMoveMovedSheet == true
      finishDragging(
        velocity: pan.state == .ended && !stillContent ? pan.velocity(in: self) : .zero)
    default:
      break
    }
  }

  /// Moves the content with the finger, unless the scroll view is inside a sheet whose drag shares
  /// each move between the content and the sheet (FIDELITY 14.19); if the sheet's pan failed, the
  /// content follows the finger alone.
  private func follow(_ pan: UIPanGestureRecognizer) {
    if let sheet = sheetInteraction, sheet.panGestureRecognizer.state != .failed { return }
    let translation = pan.translation(in: self)
    contentOffset = clampedOffset(
      CGPoint(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
  }

  /// Projects the resting offset from the release velocity with UIKit's deceleration rate
  /// (distance = velocity / 1000 × rate / (1 − rate)), clamped to the content; the content gets
  /// there in one step after ``decelerationDuration``.
  private func finishDragging(velocity: CGPoint) {
    let factor = decelerationRate / (1 - decelerationRate) / 1000
    let target = clampedOffset(
      CGPoint(x: contentOffset.x - velocity.x * factor, y: contentOffset.y - velocity.y * factor))
    let decelerates = target != contentOffset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    isDecelerating = true
    decelerationGeneration += 1
    let generation = decelerationGeneration
    simulation.mainQueue.enqueue(after: decelerationDuration, label: "\(objectName) decelerates") {
      [weak self] in
      guard let self, self.decelerationGeneration == generation else { return }
      self.contentOffset = target
      self.isDecelerating = false
      self.delegate?.scrollViewDidEndDecelerating(self)
    }
  }
}
