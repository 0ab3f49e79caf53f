import Checker
import Curriculum
import Localization
import Testing
import Watching

@Suite struct WatchScreenLanguageTests {
  let id = ExerciseID(phase: "phase4", slug: "retry")

  @Test func theLegendAndStatusSpeakJapanese() {
    let passing = ExerciseVerdict(id: id, title: "リトライ", status: .pass, tests: [TestOutcome(name: "retries", status: .pass)])
    let text = WatchScreen(
      exercise: id, title: "リトライ", editedFolder: "Exercises/phase4/retry/Sources", verdict: passing,
      messages: .japanese
    ).render()
    #expect(text.contains("Exercises/phase4/retry/Sources を編集してください。保存するたびにチェックし直します。"))
    #expect(text.contains("✓ 合格 — 1 件の隠しテストすべてに合格しました。n で次の演習に進みます。"))
    #expect(text.hasSuffix("h ヒント · n 次へ · l 一覧 · c phase4 をチェック · r リセット · q 終了"))

    let broken = ExerciseVerdict(
      id: id, title: "リトライ", status: .error, error: CheckError(kind: .timeout, message: "stopped"))
    #expect(
      WatchScreen(exercise: id, title: "リトライ", editedFolder: "x", verdict: broken, messages: .japanese)
        .render().contains("✗ エラー（時間切れ）"))
  }
}
