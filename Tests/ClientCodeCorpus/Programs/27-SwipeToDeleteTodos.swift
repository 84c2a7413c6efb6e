import SimSwiftUI

// A to-do list whose rows are swiped away, with the count in the title.

struct TodoListScreen: View {
  @State private var todos = ["Milk", "Bread", "Eggs"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(todos, id: \.self) { todo in
          Text(todo)
        }
        .onDelete { offsets in
          todos.remove(atOffsets: offsets)
        }
      }
      .navigationTitle("\(todos.count) to do")
    }
  }
}
