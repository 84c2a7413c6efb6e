public import Foundation
import Synchronization

// Work items the device can account for (FIDELITY 13.2, 13.3).
//
// `DispatchQueue.main.async(execute: workItem)` from a file that imports SimUIKit alone reaches the
// device's queue. From a file that also imports Foundation, Dispatch or XCTest, Swift calls
// Dispatch's own method (SimUIKit's has the same signature, so it can only be the disfavoured one),
// and `asyncAfter(deadline:execute:)` with a work item reaches Dispatch in every file. Dispatch then
// runs the item on the wall clock, if ever. Swift cannot intercept those calls, but the items
// themselves are SimUIKit's to make: these initialisers take one defaulted parameter fewer than
// Dispatch's, so `DispatchWorkItem { … }` creates its item here, and the current device keeps a
// weak note of it. When `runUntilIdle()` ends, an item that is still alive, has not run and was not
// cancelled is waiting somewhere the device does not drive: the device says so.

extension DispatchWorkItem {
  /// Creates a work item that the current simulated device accounts for.
  public convenience init(block: @escaping @convention(block) () -> Void) {
    self.init(tracked: .unspecified, flags: [], block: block)
  }

  /// Creates a work item with a quality of service that the current simulated device accounts for.
  public convenience init(qos: DispatchQoS, block: @escaping @convention(block) () -> Void) {
    self.init(tracked: qos, flags: [], block: block)
  }

  /// Creates a work item with flags that the current simulated device accounts for.
  public convenience init(
    flags: DispatchWorkItemFlags, block: @escaping @convention(block) () -> Void
  ) {
    self.init(tracked: .unspecified, flags: flags, block: block)
  }

  private convenience init(
    tracked qos: DispatchQoS, flags: DispatchWorkItemFlags,
    block: @escaping @convention(block) () -> Void
  ) {
    let record = WorkItemRecord()
    self.init(qos: qos, flags: flags) {
      record.markRun()
      block()
    }
    SimulatedMainExecutor.current?.workItems.note(self, record)
  }
}

/// Whether one work item has run, and whether the device already reported it.
final class WorkItemRecord: Sendable {
  private let state = Atomic<Int>(0)
  private static let ran = 1
  private static let reported = 2

  func markRun() { state.bitwiseOr(Self.ran, ordering: .relaxed) }
  var hasRun: Bool { state.load(ordering: .relaxed) & Self.ran != 0 }
  func markReported() { state.bitwiseOr(Self.reported, ordering: .relaxed) }
  var isReported: Bool { state.load(ordering: .relaxed) & Self.reported != 0 }
}

/// The work items made while a device was current, held weakly.
final class WorkItemLedger: Sendable {
  /// A weak reference to an item and its record; the item itself is only asked `isCancelled`,
  /// which Dispatch answers from any thread.
  private final class Entry: @unchecked Sendable {
    weak var item: DispatchWorkItem?
    let record: WorkItemRecord

    init(item: DispatchWorkItem, record: WorkItemRecord) {
      self.item = item
      self.record = record
    }
  }

  private let entries = Mutex<[Entry]>([])

  func note(_ item: DispatchWorkItem, _ record: WorkItemRecord) {
    let entry = Entry(item: item, record: record)
    entries.withLock { entries in
      entries.removeAll { $0.item == nil || $0.record.hasRun }
      entries.append(entry)
    }
  }

  /// Marks and counts the items that are alive, not run, not cancelled and not yet reported.
  func takeUnreportedWaiting() -> Int {
    entries.withLock { entries in
      entries.removeAll { entry in
        guard let item = entry.item else { return true }
        return entry.record.hasRun || item.isCancelled
      }
      var count = 0
      for entry in entries where !entry.record.isReported {
        entry.record.markReported()
        count += 1
      }
      return count
    }
  }
}
