// 練習問題: phase9/reading-list — 読書リストのテストを書く
// 問題文: Lessons/phase9-stack-navigation.md の「読書リストのテストを書く」。確かめ方: dojo check phase9/reading-list
import Composable
import Testing

@testable import Phase9ReadingList

@MainActor
struct ReadingListFeatureTests {
  @Test func tapPushesDetail() async {
    let store = TestStore(
      initialState: ReadingListFeature.State(books: [
        Book(id: 1, title: "三体", nextInSeriesID: 2),
        Book(id: 2, title: "黒暗森林", nextInSeriesID: 3),
        Book(id: 3, title: "死神永生"),
      ])
    ) {
      ReadingListFeature()
    }
    // TODO: 2 冊目をタップし（`await store.send(.bookTapped(id: 2)) { $0.path[id: 0] = … }`）、
    //       積まれた画面の Action を `\.path[id: 0].detail.…` で送ります。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
