import SimUIKit

// The same two calls as ReferenceCalls.swift, made to SimUIKit.

func callFromSynchronousNonisolatedCode() {
  _ = UIWindow(frame: .zero)
}

func callFromAsynchronousNonisolatedCodeWithoutAwait() async {
  _ = UIWindow(frame: .zero)
}
