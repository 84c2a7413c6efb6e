import SimSwiftUI

// A coffee order form: a segmented picker for the size, a stepper for shots, a slider for the
// milk, and a menu of extras; the summary follows every control.

struct CoffeeOrderScreen: View {
  @State private var size = "M"
  @State private var shots = 1
  @State private var milk = 0.5
  @State private var extra = "none"

  var body: some View {
    Form {
      Picker("Size", selection: $size) {
        Text("S").tag("S")
        Text("M").tag("M")
        Text("L").tag("L")
      }
      .pickerStyle(.segmented)
      Stepper("Shots: \(shots)", value: $shots, in: 1...4)
      Slider(value: $milk) { Text("Milk") }
      Menu("Extras") {
        Button("Vanilla") { extra = "vanilla" }
        Button("Caramel") { extra = "caramel" }
      }
      Text("\(size), \(shots) shots, milk \(Int(milk * 100))%, extra \(extra)")
    }
  }
}
