/// A notification dispatch mechanism with Foundation's names, one per simulation.
///
/// Foundation's own center on Linux is shared by the whole process and cannot call a method named by a
/// selector, so SimUIKit supplies this one; `NotificationCenter.default` is the current simulation's.
/// Notifications are delivered synchronously, in the order observers were added, as Foundation does
/// for a post on the main thread (an observer on the main queue runs before `post` returns).
@preconcurrency @MainActor
open class NotificationCenter {
  private struct Observation {
    let token: ObserverToken
    weak var observer: AnyObject?
    let selector: Selector?
    let block: (@Sendable (Notification) -> Void)?
    let name: Notification.Name?
    let object: AnyObject?
  }

  private var observations: [Observation] = []
  private weak var owner: Simulation?

  /// Creates a center of its own, which nothing posts to but its caller.
  public init() {}

  package init(simulation: Simulation) {
    self.owner = simulation
  }

  /// The current simulation's center, where the simulated UIKit posts its notifications.
  public class var `default`: NotificationCenter { Simulation.current.notificationCenter }

  /// Adds `observer`'s method for `aSelector` (listed in its class's
  /// ``UIResponder/actionMethods``) as an observer of `aName` from `anObject` (nil: any).
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: Notification.Name?,
    object anObject: Any?
  ) {
    observations.append(
      Observation(
        token: ObserverToken(), observer: observer as AnyObject, selector: aSelector, block: nil,
        name: aName, object: anObject.map { $0 as AnyObject }))
  }

  /// Adds a block that observes `name` from `obj` (nil: any), and returns the token to remove it.
  /// The block runs before `post` returns, whatever `queue` is.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = ObserverToken()
    observations.append(
      Observation(
        token: token, observer: nil, selector: nil, block: block, name: name,
        object: obj.map { $0 as AnyObject }))
    return token
  }

  /// Removes every observation by `observer`, or the block whose token it is.
  public func removeObserver(_ observer: Any) {
    let target = observer as AnyObject
    observations.removeAll { $0.observer === target || $0.token === target }
  }

  /// Removes `observer`'s observations of `aName` (nil: all) from `anObject` (nil: any).
  public func removeObserver(
    _ observer: Any, name aName: Notification.Name?, object anObject: Any?
  ) {
    let target = observer as AnyObject
    let object = anObject.map { $0 as AnyObject }
    observations.removeAll {
      ($0.observer === target || $0.token === target) && (aName == nil || $0.name == aName)
        && (object == nil || $0.object === object)
    }
  }

  /// Posts `notification` to its observers, synchronously.
  public func post(_ notification: Notification) {
    let poster = notification.object.map { $0 as AnyObject }
    let matching = observations.filter {
      ($0.name == nil || $0.name == notification.name)
        && ($0.object == nil || $0.object === poster)
    }
    owner?.trace.record(
      .responder, subject: nil, "post \(notification.name.rawValue)", at: owner?.now ?? 0)
    for observation in matching {
      if let block = observation.block {
        block(notification)
      } else if let selector = observation.selector, let observer = observation.observer {
        deliver(notification, to: observer, calling: selector)
      }
    }
  }

  /// Posts a notification with a name, a sender and no user info.
  public func post(name aName: Notification.Name, object anObject: Any?) {
    post(Notification(name: aName, object: anObject))
  }

  /// Posts a notification with a name, a sender and user info.
  public func post(
    name aName: Notification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?
  ) {
    post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
  }

  private func deliver(
    _ notification: Notification, to observer: AnyObject, calling selector: Selector
  ) {
    guard let responder = observer as? UIResponder,
      let method = responder.actionMethod(for: selector)
    else {
      owner?.warn(
        "NotificationCenter cannot call \(selector) on \(observer): list it in the class's actionMethods (ResponderLab has no Objective-C runtime)."
      )
      return
    }
    _ = method.invoke(on: responder, sender: notification)
  }
}

/// The token `addObserver(forName:object:queue:using:)` returns.
private final class ObserverToken: NSObject {}
