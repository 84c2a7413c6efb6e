/// A stable, address-free name for an object: its class and its number among objects of that class.
public struct ObjectName: Hashable, Sendable, CustomStringConvertible {
  /// The class name as UIKit prints it, such as `UINavigationController`.
  public let className: String
  /// The object's number among objects of its class in its simulation, from 1 in creation order.
  public let number: Int
  /// The object's address while it was alive, for UIKit's `<Class: 0x…>` form.
  public let address: UInt

  /// Creates a name.
  public init(className: String, number: Int, address: UInt) {
    self.className = className
    self.number = number
    self.address = address
  }

  /// The address-free form: `UINavigationController#1`.
  public var description: String { "\(className)#\(number)" }

  /// UIKit's form, with the object's address: `<UINavigationController: 0x600003a0c000>`.
  public var uikitDescription: String {
    "<\(className): 0x\(String(address, radix: 16))>"
  }

  /// One of the two forms.
  public func formatted(withAddresses: Bool) -> String {
    withAddresses ? uikitDescription : description
  }
}
