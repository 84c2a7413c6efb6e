// Stands for a UIKit declaration as Swift imports it from the SDK's headers: main-actor isolated by a
// `swift_attr`, as `NS_SWIFT_UI_ACTOR` marks UIKit's classes and protocols.
void referenceMainActorFunction(void) __attribute__((swift_attr("@MainActor")));
