public import Foundation

/// The object that places a collection view's items. The simulator's base class places nothing;
/// ``UICollectionViewFlowLayout`` is the one to use.
@preconcurrency @MainActor
open class UICollectionViewLayout: SimulatedObject {
  /// The collection view the layout serves.
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The frame of an item, in the collection view's coordinates.
  open func frameForItem(at indexPath: IndexPath) -> CGRect { .zero }

  /// Called before the layout is asked for frames; the flow layout computes them here.
  open func prepare() {}
}

/// A layout of items in lines that wrap, as UIKit's flow layout (the vertical direction only).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The scroll directions.
  public enum ScrollDirection: Int, Sendable {
    /// Lines go down.
    case vertical
    /// Lines go right (laid out as vertical by the simulator, which says so in a warning).
    case horizontal
  }

  /// The size of every item. Default: 50 × 50, as UIKit's.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The space between lines. Default: 10.
  open var minimumLineSpacing: CGFloat = 10
  /// The space between items of a line. Default: 10.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The insets of each section. Default: zero.
  open var sectionInset: UIEdgeInsets = .zero
  /// The scroll direction. Default: vertical.
  open var scrollDirection: ScrollDirection = .vertical

  private var frames: [[CGRect]] = []
  private var height: CGFloat = 0

  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  open override func frameForItem(at indexPath: IndexPath) -> CGRect {
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return .zero }
    return frames[indexPath.section][indexPath.item]
  }

  open override func prepare() {
    frames = []
    height = 0
    guard let collectionView else { return }
    if scrollDirection == .horizontal {
      collectionView.simulation.warn(
        "\(objectName) scrolls horizontally; ResponderLab lays its items out vertically. Hit-testing and visible items follow the vertical layout."
      )
    }
    let width = collectionView.bounds.width
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      y += sectionInset.top
      var x = sectionInset.left
      var sectionFrames: [CGRect] = []
      for _ in 0..<collectionView.numberOfItems(inSection: section) {
        if x > sectionInset.left, x + itemSize.width > width - sectionInset.right {
          x = sectionInset.left
          y += itemSize.height + minimumLineSpacing
        }
        sectionFrames.append(CGRect(origin: CGPoint(x: x, y: y), size: itemSize))
        x += itemSize.width + minimumInteritemSpacing
      }
      if !sectionFrames.isEmpty { y += itemSize.height }
      y += sectionInset.bottom
      frames.append(sectionFrames)
    }
    height = y
  }
}
