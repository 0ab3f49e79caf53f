/// `text` with every line indented by four spaces, so a value dumped inside an issue message
/// (an action, a state) lines up under its heading.
func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { "    " + $0 }
    .joined(separator: "\n")
}
