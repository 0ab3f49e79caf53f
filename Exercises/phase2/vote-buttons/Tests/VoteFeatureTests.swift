// 練習問題: phase2/vote-buttons — 投票ボタンのテストを書く
// 問題文: Lessons/phase2-testing.md の「投票ボタンのテストを書く」。確かめ方: dojo check phase2/vote-buttons
import Composable
import Testing

@testable import Phase2VoteButtons

@MainActor
struct VoteFeatureTests {
  @Test func upvoteFromNoVote() async {
    let store = TestStore(initialState: VoteFeature.State()) {
      VoteFeature()
    }
    // TODO: 賛成ボタンを押し（`await store.send(.upvoteTapped) { … }`）、State の変化を書きます。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
