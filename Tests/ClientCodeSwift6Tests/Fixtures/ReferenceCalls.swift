import ReferenceSDK

// The SDK's way: an imported main-actor declaration, called as in SimUIKitCalls.swift.

func callFromSynchronousNonisolatedCode() {
  referenceMainActorFunction()
}

func callFromAsynchronousNonisolatedCodeWithoutAwait() async {
  referenceMainActorFunction()
}
