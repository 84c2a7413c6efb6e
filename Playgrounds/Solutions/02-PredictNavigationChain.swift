// Exercise 2 — reference solution.

let predictedNavigationChain: [String] = [
  "UILabel",
  "UIView",
  "UIViewController",
  "UIViewControllerWrapperView",
  "UINavigationTransitionView",
  "UILayoutContainerView",
  "UINavigationController",
  "UIDropShadowView",
  "UITransitionView",
  "UIWindow",
  "UIWindowScene",
  "UIApplication",
  "AppDelegate",
]
