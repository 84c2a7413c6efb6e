import SimSwiftUI

// A chat transcript in a scroll view: sending a message appends it, and a change of the count
// scrolls to the newest message through a ScrollViewReader's proxy and the message's id.

struct ChatMessage: Identifiable {
  let id: Int
  let text: String
}

struct ChatScreen: View {
  @State private var messages = (1...30).map { ChatMessage(id: $0, text: "Message \($0)") }

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        ScrollView {
          LazyVStack {
            ForEach(messages) { message in
              Text(message.text)
            }
          }
        }
        .frame(height: 300)
        Button("Send") {
          messages.append(
            ChatMessage(id: messages.count + 1, text: "Message \(messages.count + 1)"))
        }
      }
      .onChange(of: messages.count) {
        if let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
      }
    }
  }
}
