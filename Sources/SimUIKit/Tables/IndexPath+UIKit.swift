public import Foundation

// UIKit's additions to IndexPath: rows of tables, items of collections.
extension IndexPath {
  /// An index path for a table row.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for a collection item.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in its section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in its section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
