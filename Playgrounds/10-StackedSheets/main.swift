// Runs the check of exercise 10 against StackedSheets.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(10) {
  StackedSheetsCheck.check(
    showSecondSheet: showSecondSheet(_:root:first:), closeTopSheet: closeTopSheet(first:second:),
    closeBothSheets: closeBothSheets(root:first:second:))
}
