import SimSwiftUI

// A mail-like reader in three columns: mailboxes in the sidebar, the chosen mailbox's messages in
// the content column, the chosen message in the detail column. The visibility starts with every
// column shown; on a phone the three collapse into one stack.

struct MailMessage: Identifiable, Hashable {
  let id: Int
  let sender: String
  let subject: String
}

struct MailReaderScreen: View {
  let mailboxes = ["Inbox", "Archive"]
  let messages: [String: [MailMessage]] = [
    "Inbox": [
      MailMessage(id: 1, sender: "Ada", subject: "Lunch on Friday"),
      MailMessage(id: 2, sender: "Grace", subject: "Build is green"),
    ],
    "Archive": [MailMessage(id: 3, sender: "Linus", subject: "Old patch")],
  ]
  @State private var mailbox: String?
  @State private var messageID: MailMessage.ID?
  @State private var visibility: NavigationSplitViewVisibility = .all

  private var shownMessages: [MailMessage] { mailbox.flatMap { messages[$0] } ?? [] }

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(mailboxes, id: \.self, selection: $mailbox) { name in
        Text(name)
      }
      .navigationTitle("Mailboxes")
    } content: {
      if let mailbox {
        List(shownMessages, selection: $messageID) { message in
          Text("\(message.sender): \(message.subject)")
        }
        .navigationTitle(mailbox)
      } else {
        Text("Choose a mailbox")
      }
    } detail: {
      if let message = shownMessages.first(where: { $0.id == messageID }) {
        VStack {
          Text("From \(message.sender)")
          Text(message.subject)
        }
      } else {
        Text("No message selected")
      }
    }
  }
}
