#if canImport(CoreFoundation)
  import CoreFoundation
#endif

/// What the device can see of Foundation's own run loops, which it does not run.
///
/// A timer that Foundation schedules itself (from a file that imports Foundation, where Swift
/// calls Foundation's `Timer.scheduledTimer`, or with `Timer(timeInterval:…)` and
/// `RunLoop.main.add`) waits on the wall clock, on the main run loop or on the run loop of the thread
/// that scheduled it (in a test, the thread the main actor's job ran on, whose run loop nobody turns).
/// The device cannot move it onto its virtual clock, but it can see that one waits, and say so
/// (FIDELITY 13.7).
enum FoundationMainRunLoop {
  /// Whether a timer waits, in the default mode, on the main run loop or on the calling thread's.
  static var hasPendingTimer: Bool {
    #if canImport(CoreFoundation)
      let main = CFRunLoopGetMain()
      let current = CFRunLoopGetCurrent()
      return CFRunLoopGetNextTimerFireDate(main, kCFRunLoopDefaultMode) != 0
        || (current !== main && CFRunLoopGetNextTimerFireDate(current, kCFRunLoopDefaultMode) != 0)
    #else
      return false
    #endif
  }
}
