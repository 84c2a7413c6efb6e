import Foundation

#if canImport(CoreFoundation)
  import CoreFoundation
#endif

/// What the device can see and drive of Foundation's own run loops.
///
/// A timer that Foundation schedules itself (from a file that imports Foundation, where Swift
/// calls Foundation's `Timer.scheduledTimer`, or with `Timer(timeInterval:…)` and
/// `RunLoop.main.add`) waits on the wall clock, on the main run loop or on the run loop of the thread
/// that scheduled it (in a test, the thread the main actor's job ran on, whose run loop nobody turns).
/// The device cannot move it onto its virtual clock, but it can see that one waits, and say so
/// (FIDELITY 13.7).
///
/// A block that Foundation's `RunLoop.main.perform` adds (from a file that imports Foundation) waits
/// on the process's main run loop, which nothing turns while a simulation runs (in a Swift Testing
/// test no thread runs it at all). The device runs such blocks itself, at a turn boundary, on the
/// main actor: ``runPendingBlocks()`` runs the main run loop once in its default mode without
/// waiting. Off the main thread that is CoreFoundation's exported `CFRunLoopRunSpecific`, which
/// runs a given run loop, and only when no thread is running it; there Dispatch's main queue is not
/// serviced, so only run-loop blocks (and timers already due on the wall clock) run (FIDELITY 13.9).
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

  /// Whether a timer waits on the main run loop in its default mode.
  static var hasTimerOnMainRunLoop: Bool {
    #if canImport(CoreFoundation)
      CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode) != 0
    #else
      false
    #endif
  }

  /// Whether the main run loop holds work for its default mode: blocks, sources or timers.
  ///
  /// CoreFoundation answers "not finished" on the main thread outside a main-queue callout whatever
  /// waits (the main queue counts there), so on the main thread another thread asks.
  static var hasPendingWork: Bool {
    #if canImport(CoreFoundation)
      if Thread.isMainThread {
        return DispatchQueue.global().sync { !isFinished }
      }
      return !isFinished
    #else
      return false
    #endif
  }

  #if canImport(CoreFoundation)
    private static var isFinished: Bool {
      _CFRunLoopFinished(CFRunLoopGetMain(), kCFRunLoopDefaultMode)
    }

    private typealias RunSpecific =
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Double, UInt8
      ) -> Int32

    /// `CFRunLoopRunSpecific(rl, mode, seconds, returnAfterSourceHandled)`, exported by
    /// CoreFoundation but declared in a private header.
    private static let runSpecific: RunSpecific? = {
      guard let symbol = dlsym(nil, "CFRunLoopRunSpecific") else { return nil }
      return unsafeBitCast(symbol, to: RunSpecific.self)
    }()
  #endif

  /// Runs what waits on the main run loop's default mode once, without waiting; returns whether
  /// the main run loop could be run here.
  @MainActor
  static func runPendingBlocks() -> Bool {
    #if canImport(CoreFoundation)
      guard let main = CFRunLoopGetMain() else { return false }
      if main === CFRunLoopGetCurrent() {
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true)
        return true
      }
      // Another thread running the main run loop runs its blocks itself.
      guard CFRunLoopCopyCurrentMode(main) == nil, let runSpecific,
        let mode = kCFRunLoopDefaultMode
      else { return false }
      _ = runSpecific(
        Unmanaged.passUnretained(main).toOpaque(), Unmanaged.passUnretained(mode).toOpaque(), 0, 1)
      return true
    #else
      return false
    #endif
  }
}
