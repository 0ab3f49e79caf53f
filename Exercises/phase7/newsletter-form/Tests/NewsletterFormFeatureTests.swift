// 練習問題: phase7/newsletter-form — 登録フォームのテストを書く
// 問題文: Lessons/phase7-bindings-forms.md の「登録フォームのテストを書く」。確かめ方: dojo check phase7/newsletter-form
import Composable
import Testing

@testable import Phase7NewsletterForm

@MainActor
struct NewsletterFormFeatureTests {
  @Test func emailIsNormalized() async {
    let store = TestStore(initialState: NewsletterFormFeature.State()) {
      NewsletterFormFeature()
    }
    // TODO: `await store.send(\.binding.email, " Taro@Example.com ") { … }` で入力し、
    //       整えた後の State を書きます。
    _ = store
  }

  // TODO: 問題文の「確かめること」の残りを、1 つずつテストにします。
}
