// Runs the check of exercise 18 against ReplaceSwiftUIDelegate.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(18) {
  ReplaceSwiftUIDelegateCheck.check(
    makeGuard: ForwardingGuard.init(replacing:), setBlocks: { $0.blocks = $1 })
}
