// Runs the check of exercise 29 against ButtonSelectsRow.swift. Edit that file, not this one.
import ResponderLabLearn
import SimUIKit

ExerciseMain.run(29) {
  ButtonSelectsRowCheck.check(
    make: PeopleViewController.init, opened: \.opened, favourites: \.favourites)
}
