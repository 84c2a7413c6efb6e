/// The methods a scroll view's delegate implements to follow scrolling. Every method is optional.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// The user began dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The user lifted the finger; `decelerate` says whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing by default.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing by default.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing by default.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
