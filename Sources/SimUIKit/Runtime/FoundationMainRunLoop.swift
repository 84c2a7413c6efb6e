#if canImport(CoreFoundation)
  import CoreFoundation
#endif

/// What the device can see of the process's own main run loop, which it does not run.
///
/// A timer that Foundation schedules itself (from a file that imports Foundation, where Swift
/// calls Foundation's `Timer.scheduledTimer`, or with `Timer(timeInterval:…)` and
/// `RunLoop.main.add`) waits there on the wall clock. The device cannot move it onto its virtual
/// clock, but it can see that one waits, and say so (FIDELITY 13.7).
enum FoundationMainRunLoop {
  /// Whether a timer waits on the main run loop in its default mode.
  static var hasPendingTimer: Bool {
    #if canImport(CoreFoundation)
      CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode) != 0
    #else
      false
    #endif
  }
}
