// Exercise 5 — reference solution.

let predictedPresenters: [String] = [
  "UITabBarController",  // 1. forwarded up to the root
  "UIViewController",  // 2. a presented controller presents itself
  "UITabBarController",  // 3. a child never presents a sheet itself
]
