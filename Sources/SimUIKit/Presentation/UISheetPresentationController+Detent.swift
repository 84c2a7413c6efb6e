public import Foundation

extension UISheetPresentationController {
  /// A height at which a sheet rests (FIDELITY 6.1–6.3).
  @preconcurrency @MainActor
  public final class Detent {
    /// A detent's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
      /// The identifier's string.
      public let rawValue: String
      /// Creates an identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The system's medium detent.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The system's large detent.
      public static let large = Identifier("com.apple.UIKit.large")
      /// The identifier's string, shortened for the system detents.
      public var description: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        default: rawValue
        }
      }
    }

    /// The detent's identifier.
    public let identifier: Identifier
    private let resolver:
      @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// About half the screen's height: 0.56 of ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``
    /// on screens taller than 568 points, 0.63 on shorter ones; inactive in compact height
    /// (FIDELITY 6.2; the factors are a third-party reading of UIKit, an assumption).
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
        let screenHeight =
          (context as? SheetResolutionContext)?.containerHeight ?? context.maximumDetentValue
        return context.maximumDetentValue * (screenHeight > 568 ? 0.56 : 0.63)
      }
    }

    /// The full height (FIDELITY 6.2).
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height the resolver computes; nil from the resolver makes it inactive. Without
    /// an identifier the system makes one up (FIDELITY 6.3); the simulator numbers them, to stay
    /// deterministic.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      customDetentCount += 1
      return Detent(
        identifier: identifier ?? Identifier("custom-\(customDetentCount)"), resolver: resolver)
    }

    private static var customDetentCount = 0

    /// The height this detent resolves to in `context`, or nil when inactive (FIDELITY 6.3).
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
    }
  }
}

/// What a detent's resolver knows about the sheet (FIDELITY 6.3).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent can have: the large detent's.
  var maximumDetentValue: CGFloat { get }
}

/// The resolution context the simulator hands to detents.
struct SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
  let containerHeight: CGFloat
}
