// dojo の日本語メッセージです。文言を変えるときは引用符の中だけを編集してください。
// {placeholder} はすべて残してください（英語版と同じ名前・同じ数であることをテストが確かめます）。
// コマンドは `バッククォート` で囲み、Reducer・State・Action・Effect・Store などの用語は英語のままにします。
// \n は改行です。

extension Catalogue {
  /// The Japanese table.
  static let japanese: [MessageKey: String] = [
    // MARK: Shared
    .errorPrefix: "エラー: ",
    .warningPrefix: "注意: ",
    .didYouMean: "もしかして {suggestion} ですか？",
    .timeoutRange: "--timeout には 0 より大きく 3600 以下の秒数を指定してください（指定された値: {value}）。",
    .argumentIDFolder: "{option} には <id>=<folder> の形で指定してください（例: phase4/retry=.dojo/try/retry）。指定された値: `{value}`",
    .unexpectedError: "dojo が説明を用意していない問題が起きました: `{detail}`。演習のファイルはそのままです。もう一度実行しても同じなら、この行を講師に見せてください。",
    .systemRefused: "ファイル操作がシステムに拒否されました（{reason}）。演習のファイルはそのままです。チェックアウトのフォルダーの権限とディスクの空きを確認してから、もう一度実行してください。",
    .programNotStarted: "{program} を起動できませんでした（{reason}）。インストールされていて PATH から見つかるかを確認してから、もう一度実行してください。",
    .systemNoSuchFile: "ファイルまたはフォルダーがありません（ENOENT）",
    .systemPermissionDenied: "権限がありません（EACCES）",
    .systemNoSpace: "ディスクの空きがありません（ENOSPC）",
    .systemReadOnly: "読み取り専用のファイルシステムです（EROFS）",
    .systemIsFolder: "ファイルのはずの場所がフォルダーです（EISDIR）",
    .systemNotFolder: "パスの途中に、フォルダーのはずの場所がファイルになっています（ENOTDIR）",
    .systemAlreadyExists: "同じ名前のファイルやフォルダーがすでにあります（EEXIST）",
    .systemOther: "システムの説明: `{detail}`",

    // MARK: Naming an exercise or a phase
    .targetUnknownExercise: "演習 {text} はありません。",
    .targetExerciseList: "演習: {list}\n（タイトル付きの一覧は `dojo list` で表示できます。）",
    .targetUnknownPhase: "{text} というフェーズや演習はありません。",
    .targetPhaseList: "フェーズ: {list}。演習を 1 つだけ指定することもできます（例: `dojo check phase4/retry`）。",
    .targetNothingLeft:
      "🎉 すべての演習に合格しています。もう一度チェックするときは `dojo check phase4/retry` のように演習を、または `dojo check phase4` のようにフェーズを指定してください。",
    .targetNotExercisePath:
      "{text} はパスですが、どの演習のフォルダー（Exercises/<phase>/<slug>/）の中でもありません。phase4/retry のように演習の id で指定してください。一覧は `dojo list` で表示できます。",
    .argumentPhaseGiven: "{text} はフェーズです。その中の演習を 1 つ指定してください: {list}",
    .notInCheckout:
      "{path} は ComposableDojo のチェックアウトの中ではありません（上のフォルダーに Package.swift と Lessons/ の両方がありません）。クローンしたフォルダーで実行してください（例: `cd ComposableDojo && swift run dojo list`）。",
    .fileUnreadable: "{path} を読めません: {reason}",
    .fileNotUTF8: "UTF-8 のテキストではありません。`git checkout -- <そのファイル>` で元に戻してください",
    .lessonsNotListable: "Lessons フォルダーの中身を一覧できません。権限を確認してください（`ls -ld Lessons`）",
    .lessonUnknown: "`{name}` という名前のレッスンはありません。",
    .lessonNone: "Lessons/ にはまだレッスンがありません。",
    .lessonList: "レッスン: {list}。一覧は `dojo list` で表示できます。",
    .problemUnknownExercise: "演習 `{id}` を扱う練習問題はありません。",
    .problemNoExercises: "演習と結び付いたレッスンはまだありません。",
    .problemExerciseList: "演習: {list}",
    .problemNoneInLesson: "{lesson} には練習問題がありません。",
    .problemUnknownNumber: "{lesson} に問題 {number} はありません。問題の番号は {list} です。",

    // MARK: Progress file
    .progressUnreadableMoved:
      "注意: {file} を読めませんでした（{reason}）。このファイルは {backup} に移し、進捗は空の状態から始めます。演習のファイルはそのままです。合格の記録は、演習を `dojo check` でチェックし直すと戻ります。",
    .progressUnreadableKept:
      "注意: {file} を読めず（{reason}）、別の場所に移すこともできませんでした。今回は空の進捗で続けます。演習のファイルはそのままです。.dojo/ の権限を確認してください。",
    .progressReasonNotJSON: "進捗ファイルとして読める JSON ではありません",
    .progressReasonNotJSONAt: "進捗ファイルの {path} の部分が読めません",
    .checkoutMoved: "このチェックアウトは {from} から移動しています。最初のビルドには数分かかります。",
    .checkoutMovedFromElsewhere: "このチェックアウトは別の場所から移動（またはコピー）されています。最初のビルドには数分かかります。",
    .buildFolderRepaired: "ビルドフォルダーは {from} にあったときのものでした。古くなったモジュールキャッシュ（{folders}）を消して、ビルドし直しました。",
    .symlinkOutsideCheckout: "{path} は {target} を指すシンボリックリンクで、チェックアウトの外にあります。dojo はチェックアウトの中のファイルだけをビルドします。リンクではなくファイルそのものを置く（フォルダーにコピーする）か、リンクを消してください: `rm {path}`",
    .symlinkToNothing: "{path} は {target} を指すシンボリックリンクですが、その先がありません。リンクではなくファイルそのものを置く（フォルダーにコピーする）か、リンクを消してください: `rm {path}`",
    .buildFolderRepairedElsewhere: "ビルドフォルダーは別の場所にあったときのものでした。古くなったモジュールキャッシュ（{folders}）を消して、ビルドし直しました。",
    .buildFolderUnrepairable:
      "ビルドフォルダー {folder} は、このチェックアウトが別の場所にあったときに作られたもので（コピーか移動をしたため）、dojo がモジュールキャッシュを消した後もビルドに失敗します。{caches} を削除してください。それでも直らなければ、ビルドフォルダーごと削除してください: `rm -rf {folder}`（キャッシュにすぎないので、次のビルドに数分かかるだけです）。そのあと、もう一度 `dojo check` を実行してください。コンパイラーの出力:",
    .progressCannotSave:
      "進捗を {file} に保存できませんでした（{reason}）。演習のファイルはそのままです。チェックアウト直下の .dojo/ に書き込めるか確認してください。",

    // MARK: dojo check: the report
    .checkTestsPassed: "（{count} 件のテストに合格）",
    .checkTestsFailed: "{total} 件中 {failed} 件のテストが失敗",
    .checkTestWritingCounts: "（あなたのテスト {tests} 件は正しい機能で通りました。間違った機能 {total} 件のうち {caught} 件を見抜きました）",
    .checkErrorKind: "エラー: {kind}",
    .checkKindUnknown: "エラー",
    .kindCompile: "コンパイル",
    .kindCrash: "クラッシュ",
    .kindTimeout: "時間切れ",
    .kindTamper: "隠しテストの改変",
    .kindSubmission: "提出物の不備",
    .kindJudge: "審判への干渉",
    .checkStuck: "行き詰まったら: ",
    .checkMoreLines: "… ほかに {count} 行あります（すべて見るには `{command}`）",
    .checkSolutionOffer: "参考解答と自分の答えを比べてみましょう: ",
    .checkNotRun: "（未実行）",
    .checkPrinted: "出力:",
    .checkPrintedMore: "… ほかに {count} 行あります（すべて見るには `{command}`）",
    .checkWarnings: "コンパイラの警告（判定には影響しませんが、間違いの手がかりになることがあります）:",
    .checkMoreWarnings: "… ほかに {count} 件の警告があります（すべて見るには `{command}`）",
    .checkOwnTests: "自分のテスト（Tests/、採点対象外）: {passed} 件成功、{failed} 件失敗",
    .ownTestsDoNotCompile: "自分のテストがコンパイルできません（上の判定はそのままです）:",
    .ownTestsBuildFailed: "自分のテストをビルドできませんでした。Tests/ の行を指すエラーはありません（上の判定はそのままです）:",
    .ownTestsCrashed: "{tests} の実行中に、自分のテストのプロセスがクラッシュしました。これより後のテストは実行されていません。",
    .ownTestsTimedOut: "自分のテストが {limit} 以内に終わらなかったため、{tests} の実行中に止めました。",
    .ownTestsCouldNotRun: "自分のテストを実行できませんでした: {reason}",

    // MARK: Verdicts
    .verdictLaunchFailed: "{id} の隠しテストを起動できませんでした。もう一度チェックしてください（dojo がテストを作り直します）。システムが返した理由:",
    .verdictCrashBeforeReport: "{id} のテストプロセスが、テストの結果を報告する前にクラッシュしました（{signal}）。",
    .verdictCrashDuring: "{id} のテスト {tests} の実行中に、テストプロセスがクラッシュしました（{signal}）。これより後のテストは実行されていません。",
    .verdictCrashAt: "場所: {file}:{line}",
    .verdictCrashAdvice:
      "クラッシュの原因は、たいていテスト対象のコードにある `fatalError`、nil の強制アンラップ（`!`）、範囲外のインデックスのどれかです。",
    .verdictStackOverflow:
      "スタックオーバーフローです。関数が自分自身を終わりなく呼び出し続け、スタック（呼び出しを積む領域）を使い果たしました。",
    .verdictStackOverflowAt: "自分自身を呼び続けている関数: {file}:{line}",
    .verdictStackOverflowAdvice:
      "再帰には、呼び出しをやめる条件（たとえば `guard n > 0 else { return … }`）が必要です。プロパティの `get` や `didSet` が同じプロパティを読み書きしていないかも確かめてください。",
    .verdictNoTestRan:
      "{id} の隠しテストが 1 つも実行されなかったため（フィルター {filter} に一致するテストがありません）、判定できません。{folder} に @Test 関数があること、演習が Package.swift に載っていることを確認してください。",
    .verdictJudgeNames:
      "{id} の隠しテストは実行していません。あなたのファイルが、テストの使う名前を宣言しているためです（モジュール自身の宣言は、インポートしたモジュールの宣言より優先されるので、テストが確かめる内容が変わってしまいます）:",
    .verdictJudgeNamesAdvice:
      "これらの宣言の名前を変えるか、Feature の型の中へ移してください。隠しテストは、Composable と Swift Testing 自身の TestStore・クロック・期待値を使う必要があります。",
    .judgeInExtension: "{location}: `{owner}` の extension にある `{name}`",
    .judgeInType: "{location}: `{owner}` の中の `{name}`",
    .judgeMacro: "{location}: `{name}`（マクロ）",
    .judgeMoreFindings: "…（ほかに {count} 件）",
    .buildFailsAlone:
      "{id} がビルドできません。エラーはどの行も指していないので、たいていは {folder} のリンクエラーです（`@main` やトップレベルのコード、同じシンボルの二重定義）。演習はライブラリなので、`@main` の型や余分な定義を取り除いてください。SwiftPM の出力:",
    .buildLearnerCode: "あなたのコードがコンパイルできません（コンパイラの出力）:",
    .buildFailedInFiles: "{id} のファイルでビルドに失敗しました。",
    .buildHiddenTestsNoLongerCompile:
      "{folder} のあなたのコードに対して、隠しテストがコンパイルできなくなりました。隠しテストは、スターターが宣言した名前（型・case・プロパティ・関数）を使います。名前を変えたり消したりしたものを元に戻してください。コンパイラの出力:",
    .buildFailedOutside:
      "演習のファイルの外でビルドに失敗したため、テストを実行できませんでした。SwiftPM の出力:",
    .buildStalled:
      "ビルドが {minutes} 分のあいだ何も進まなかったため、止めました。別の dojo や swift build が同じフォルダーを使っていないか、マシンが混みすぎていないかを確かめて、もう一度チェックしてください（待つ長さは環境変数 {variable} で分単位で変えられます）。",
    .buildDiskFull:
      "{path} に書き込めず、ビルドできませんでした。ディスクの空きがありません。不要なファイル（古いビルドフォルダーなど）を消して空きを作ってから、もう一度チェックしてください。",
    .buildFileSizeLimit:
      "{path} に書き込めず、ビルドできませんでした。このシェルでは書けるファイルの大きさが制限されています（`ulimit -f` が {blocks} ブロック）。`ulimit -f unlimited` を実行するか新しいターミナルを開いてから、もう一度チェックしてください。",
    .buildPermissionDenied:
      "{path} に書き込めず、ビルドできませんでした。書き込みの権限がありません。自分のユーザーで書き込めるようにしてから（たとえば `chmod -R u+w {path}`）、もう一度チェックしてください。",
    .buildSwiftNotStarted: "演習をビルドするための `{swift}` を起動できなかったため、何もチェックしていません。Swift ツールチェーンをインストールするか `swift` を PATH に入れて（`swift --version` でバージョンが表示されれば大丈夫です）、もう一度チェックしてください。システムが返した理由:",
    .usageLead: "コマンドラインを読み取れませんでした（ArgumentParser の出力）:",
    .usageHelpHint: "コマンドとオプションの一覧: `dojo --help`、`dojo {command} --help`",
    .workspaceFolderMissing:
      "演習のフォルダー {folder} がありません。`git checkout -- {folder}` で元に戻してください。",
    .workspaceOutsideRoot:
      "{folder} はパッケージのルート {root} の外にあります。SwiftPM はその中のフォルダーしかビルドできません。.dojo/ の下にコピーして、そのコピーをチェックしてください。",
    .workspaceNoSwiftFiles: "{folder} に .swift ファイルが 1 つもないため、ビルドするものがありません。",
    .workspaceNoSwiftFilesRestore:
      "{folder} に .swift ファイルが 1 つもないため、ビルドするものがありません。`dojo reset {id}` か `git checkout -- {folder}` でスターターを元に戻してください。",
    .workspaceSpecialFile:
      "{file} は通常のファイルではありません（名前付きパイプ、ソケット、デバイスのどれかです）。コンパイラーがこれを開くと待ち続けてしまうため、何もビルドしていません。削除してください: `rm {file}`",
    .verdictIncompleteRun:
      "{id} のテストプロセスは、隠しテスト {declared} 件のうち {reported} 件しか報告しないまま終わりました。隠しテストはすべて最後まで実行される必要があるため、判定できません。報告されなかったテスト: {missing}。テスト対象のコードからテストプロセスを終了させたり、テストフレームワークの報告に書き込んだりしないでください。",
    .verdictInconsistentReport:
      "{id} のテスト結果の報告に矛盾があるため、判定できません。テストフレームワーク以外の何かが報告に書き込んでいます。テスト対象のコードからテストフレームワークの報告に書き込んだり、テストプロセスを終了させたりしないでください。矛盾の内容:",
    .reportRunEndedTimes: "実行の終わりが {count} 回報告されました",
    .reportRecordsAfterEnd: "実行の終わりの後に {count} 件の記録がありました",
    .reportStartedTwice: "テスト {test} が 2 回始まりました",
    .reportEndedTwice: "テスト {test} が 2 回終わりました",
    .reportEndedUnstarted: "テスト {test} が始まらずに終わりました",
    .reportExitAfterClean: "失敗のない実行の後に、終了ステータス {code} で終わりました",
    .verdictTimeoutBeforeAnyTest: "{id} の隠しテストが {limit} 以内に終わらなかったため、テストが 1 つも始まる前に止めました。",
    .verdictTimeoutWhileRunning: "{id} の隠しテストが {limit} 以内に終わらなかったため、{tests} の実行中に止めました。",
    .verdictTimeoutAdvice:
      "終わらないループや終わらない Effect（`.cancel` のし忘れ、抜け出す条件のない `while`）、誰も再開しない `await` がないか探してください。マシンが遅いだけなら、制限時間を延ばせます: `dojo check {id} --timeout 60`",
    .verdictTimeoutIdle:
      "テストプロセスは待ったまま止まっていました（直近 {window} の CPU 時間は {cpu}）。コードが決して起きないことを待っているので、時間を延ばしても終わりません。Feature の中で、何も終わらせてくれない待ちを探してください: `continuousClock` 依存以外の時計での sleep（テストが進めるのはこの時計だけです）、`Task.sleep`、処理を止めるセマフォや `Thread.sleep`、来ない応答や Action を待つ Effect などです。",
    .verdictTimeoutBusy:
      "テストプロセスは計算し続けていました（直近 {window} の CPU 時間は {cpu}）。終わらないループ（抜け出す条件のない `while`、再帰、自分を始めた Action をまた送る Effect）を探してください。マシンが遅いだけなら、制限時間を延ばせます: `dojo check {id} --timeout 60`",
    .testStillRunning: "制限時間 {limit} が切れたとき、まだ実行中でした。",
    .testCrashed: "実行中にクラッシュしました。",
    .testNotReported: "未報告: このテストが最後まで実行されたという報告がありませんでした。",
    .testNotRunAfterTimeout: "未実行: このテストが始まる前に制限時間でテストを止めました。",
    .testNotRunAfterCrash: "未実行: このテストが始まる前にテストプロセスがクラッシュしました。",
    .testAtLearnerCode: "（あなたのコード {file}:{line}）",
    .testAt: "（場所: {file}:{line}）",
    .adviceReceiveTimedOut:
      "隠しテストは TestClock を進めてから少しだけ待ちますが、この Action は時間内に届きませんでした。Effect がこの Action を送っているか、Effect の中の待ちがすべて `continuousClock` 依存（`@Dependency(\\.continuousClock) var clock` と `try await clock.sleep(for:)`）で眠っているかを確かめてください。`Task.sleep` やほかの時計は実際の時間で動くため、テストからは進められません。",
    .adviceInFlightAtEnd:
      "Feature が始めた Effect が、テストの終わりにまだ動いていました。止めるまで動き続けるもの（タイマーやポーリングのループ）なら `.cancellable(id:)` を付け、止める Action から `.cancel(id:)` を返してください。待つ処理なら、テストの時計で進むよう `continuousClock` 依存で待ってください。",
    .adviceEffectStillRunning:
      "この Effect はテストの終わりまでに終わる必要があります。止めるまで動き続けるもの（タイマー、ストリーム、ポーリングのループ）なら `.cancellable(id:)` を付け、止めるべき Action から `.cancel(id:)` を返してください。待つ処理なら `continuousClock` 依存で待ってください（テストが進めるのはこの時計だけです）。それ以外なら、きちんと終わるようにしてください。",

    // MARK: Test-writing exercises (the learner writes the tests)
    .testWritingNoTestsName: "テストがありません",
    .testWritingNoTests:
      "{folder} に @Test の関数がないため、誤った動きを見つけられません。テストを 1 つ以上書いてください。",
    .testWritingAssertsNothingName: "何も確かめていないテスト",
    .testWritingAssertsNothing:
      "{folder} のテスト（{tests}）は何も確かめていません。#expect も #require も TestStore の send/receive も使っていないので、機能がどう動いても通ってしまいます。それぞれのテストで期待する結果を書いてください。",
    .testWritingNoTestRan:
      "{folder} のテストが 1 つも実行されなかったため、判定できません。@Test の関数になっているか（import Testing があるか）確かめてください。",
    .testWritingFailsOnFeature:
      "このテストは正しい機能に対して失敗します。期待している結果が問題文の動きと違っていないか（起きないことを待っていないか）確かめてください。",
    .testWritingMutantName: "誤った動き: {behaviour}",
    .testWritingMutantMissed:
      "次のように誤って動く機能でも、あなたのテストはすべて通りました:\n{description}\nこの動きで失敗するテストを書き足してください。",
    .mutantsUnreadable:
      "{file} を読めなかったため、テストが見つけるべき誤った実装を用意できません。`git checkout -- {file}` で元に戻してください（講師の方は `dojo verify` で問題の箇所がわかります）。原因:",
    .mutantsNone:
      "{file} にミュータントが 1 つもないため、テストが見つけるべきものがありません。`git checkout -- {file}` で元に戻してください。",
    .mutantNotPrepared:
      "{file}: ミュータント {name} を用意できないため、あなたのテストをそれで判定できません。`git checkout -- {file}` で演習のファイルを元に戻してください（講師の方は `dojo verify` で問題の箇所がわかります）。原因:",

    // MARK: Changed hidden tests
    .tamperNoChecksums:
      "{path} がないため、{id} の隠しテストが正しいものか確かめられません。`git checkout -- {path}` で元に戻してください。",
    .tamperNotSealed:
      "{path} に {id} の隠しテストが記録されていません。`git checkout -- {path}` で元に戻してください（演習を追加した講師の方は `dojo seal {id}` を実行してください）。",
    .tamperDiffers: "{id} の隠しテストが記録されたチェックサム（{path}）と違うため、実行しませんでした:",
    .tamperChanged: "  変更されています: {file} — 元に戻すには: git checkout -- {file}",
    .tamperMissing: "  見つかりません: {file} — 元に戻すには: git checkout -- {file}",
    .tamperExtra: "  演習に含まれないファイルです: {file} — 削除するには: rm {file}",
    .tamperAdvice: "隠しテストは演習の審判役です。テストではなく、{folder} にあるあなたのファイルを編集してください。",
    .tamperFeatureDiffers: "{id} のテストする対象の機能が、記録されたチェックサム（{path}）と違うため、実行しませんでした:",
    .tamperFeatureAdvice: "この演習の機能は封印されています。機能ではなく、{folder} にあるあなたのテストを編集してください。",
    .checksumsMalformedLine: "Exercises/checksums.sha256:{line}: `<64 桁の 16 進数>  <パス>` の形の行のはずが、`{text}` でした。`git checkout -- Exercises/checksums.sha256` でファイルを元に戻してください（講師の方は `dojo seal`）。",
    .checksumsNotText: "{path} を UTF-8 のテキストとして読めません。`git checkout -- Exercises/checksums.sha256` で元に戻してください。",

    // MARK: dojo check: while it works
    .progressInputsChanged: "チェック中に {ids} のファイルが保存されたため、保存された版をもう一度チェックします…",
    .progressWaiting: "同じビルドフォルダーを使っている別の dojo check が終わるのを待っています",
    .progressBuilding: "{ids} の隠しテストをビルドしています",
    .progressStillBuilding: "dojo: ビルド中です [{completed}/{total}]",
    .progressFirstBuildLong: " — 最初のビルドではすべての依存関係をコンパイルするため、数分かかります（正常です）",
    .progressFirstBuildShort: "最初のビルドは数分かかります（正常です）",
    .progressRunning: "{id} の隠しテストを実行しています",
    .progressBuildingOwnTests: "{ids} の自分のテストをビルドしています",
    .progressRunningOwnTests: "{id} の自分のテストを実行しています",

    // MARK: dojo hint
    .hintNone: "この問題にはヒントがありません。レッスンの問題文を読み直してみましょう:",
    .hintNoMore: "ヒントはもうありません（{total} 個すべて表示済みです）。もう一度表示します:",
    .hintLabel: "ヒント {number}/{total}: ",
    .hintMoreOne: "ヒントはあと {count} 個です。もう一度 `{command} hint {id}` を実行するか、`--all` で表示できます。",
    .hintMoreMany:
      "ヒントはあと {count} 個あります。もう一度 `{command} hint {id}` を実行すると次のヒントを、`--all` を付けると残りすべてを表示します。",
    .hintLast: "これが最後のヒントです。`{command} check {id}` で答え合わせをしましょう。",
    .hintCheckAgain: "`{command} check {id}` で確かめてみましょう。考え方は上に示したレッスンの節で説明しています。",
    .hintNoLesson:
      "Lessons/ に {id} を扱うレッスンがないため、ヒントはありません。レッスンのファイルを消したり書き換えたりした場合は `git checkout -- Lessons/` で元に戻せます。",
    .hintNothingLeft:
      "🎉 すべての演習に合格しているため、取り組み中の演習はありません。ヒントを見るには `dojo hint phase4/retry` のように演習を指定してください。",

    // MARK: dojo next
    .nextNoExercises: "レッスンにはまだ演習がありません（Lessons/ に `<!-- exercise: slug -->` の印がありません）。",
    .nextAllDone: "🎉 {count} 問すべてに合格しました。おめでとうございます、コース修了です！",
    .nextRevisit: "`{command} check <phase>` でいつでも復習できます。レッスンを読み返すには `{command} show <phase>` を使います。",
    .nextStatusNew: "まだチェックしていません",
    .nextStatusFail: "前回のチェック: 失敗したテストがあります",
    .nextStatusError: "前回のチェック: ビルドまたは実行ができませんでした",
    .nextStatusPass: "合格",
    .nextHeadline: "次の演習: {id} — {heading}（{status}）",
    .nextLesson: "  レッスン:       {where}",
    .nextEdit: "  編集する:       {folder}/",
    .nextRead: "  読む:           {command}",
    .nextCheck: "  チェック:       {command}",
    .nextStuck: "  行き詰まったら: {command}",
    .nextProgress: "進捗: {total} 問中 {solved} 問に合格しています。",

    // MARK: dojo list and dojo show
    .listNoProblems: "（練習問題なし）",
    .listNoMarker: "（演習の印がありません）",
    .listNoLessons: "{folder}/ にはまだレッスンがありません。",
    .listLessonProblems: "レッスンに {count} 件の問題があります。詳しくは `dojo lesson inspect FILE.md` を実行してください。",
    .showExercise: "演習: ",
    .showNoMarker: "（未対応 — 演習の印がありません）",
    .showHintCount: "ヒント {count} 件: ",

    // MARK: dojo reset
    .resetAlreadyPristine: "{folder}/ は {id} のスターターのままです。リセットするものはありません。",
    .resetPlanTitle: "dojo reset {id} は次のことを行います:",
    .resetPlanBackup: "  {folder}/ を {backup}/ にバックアップする",
    .resetPlanNothingToBackUp: "  バックアップはしない: {folder}/ にあなたのファイルがありません",
    .resetPlanRestore: "  {file} を元に戻す",
    .resetPlanRemove: "  {file} を削除する（バックアップには残ります）",
    .resetConfirm: "続けますか？ [y/N] ",
    .resetSaved: "あなたのコードは {backup}/ に保存しました。",
    .resetDone: "{id} をスターターに戻しました。行き詰まったら `{command} hint {id}` から始め直しましょう。",
    .resetNeedsConfirmation:
      "dojo reset {id} はあなたのファイルを（バックアップしてから）スターターに置き換えるため、先に確認を求めます。ところが標準入力が端末ではありません。何も変更していません。確認なしでリセットするには `dojo reset {id} --yes` を実行してください。",
    .resetDeclined: "リセットを取りやめました。何も変更していません。",
    .resetGitUnavailable:
      "dojo reset は元のスターターを git の履歴から探しますが、ここでは git で読めませんでした（git の出力: `{reason}`）。何も変更していません。リセットには git でクローンしたコースが必要です（`git clone …`）。",
    .resetBackupFailed:
      "ファイルをバックアップできなかったため（{reason}）、何も変更していません。チェックアウト直下の .dojo/ に書き込めるか、ディスクに空きがあるかを確認してください。",

    .resetChecksumsMissing:
      "{path} がないため、どの版のファイルがスターターなのか判断できません。何も変更していません。`git checkout -- {path}` で元に戻してください。",
    .resetNotSealed:
      "Exercises/checksums.sha256 に {id} のスターターが記録されていないため、戻す先の版がありません。何も変更していません。（講師の方へ: `dojo seal {id}` を実行してください。）",
    .resetNoPristineVersion:
      "このクローンの履歴に、{id} の封印済みスターター（{files}）を含むコミットがありません。何も変更していません。--depth 付きでクローンした場合は、`git fetch --unshallow` で履歴をすべて取得してからやり直してください。",
    .resetNothingChanged: "何も変更していません。",
    .resetRefusedLinkNext: "何も変更していません。リンクを片付けてから、もう一度 `dojo reset` を実行してください。",
    .resetBackupDiffers: "{backup} にある {file} のコピーが、あなたのファイルと一致しませんでした。そのため何も変更していません。ディスクに空きがあるかを確認してから、もう一度 `dojo reset` を実行してください。",
    .resetRestoreFailed: "{file} を元に戻せませんでした（{reason}）。あなたの版の演習は {backup} に保存してあります。必要なら `cp -R {backup}/. <演習の Sources フォルダー>` でコピーして戻してください。",
    .resetRestoreFailedNoBackup: "{file} を元に戻せませんでした（{reason}）。Sources/ にはあなたのファイルがなかったので、バックアップはしていません。原因を取り除いてから、もう一度 `dojo reset` を実行してください。",

    // MARK: dojo solution
    .solutionHeader: "{id} の参考解答 — {title}",
    .solutionNote: "これは TCA らしい書き方の一例です。あなたの答えと違っていても正解でありえます。書き方よりも考え方を比べてみましょう。",
    .solutionDiffHeader: "あなたの {file} と参考解答の違い（- あなたのコード、+ 参考解答）:",
    .solutionSame: "あなたの {file} は参考解答と同じです。",
    .solutionOnlyYours: "あなたの {file} に当たるファイルは参考解答にはありません。",
    .solutionOnlyReference: "参考解答には {file} がありますが、あなたのフォルダーにはありません。",
    .solutionMissing: "{id} には参考解答がありません（{folder}/ に .swift ファイルがありません）。",
    .solutionConfirm:
      "{id} にはまだ合格していません。参考解答を見ると答えがわかってしまいます。自分で解きたい場合は、先に `dojo hint {id}` を試してください。それでも表示しますか？ [y/N] ",
    .solutionNeedsTerminal:
      "{id} にはまだ合格しておらず、参考解答を見ると答えがわかってしまうため、dojo は先に確認を求めます。ところが標準入力が端末ではありません。何も表示していません。それでも見るには `dojo solution {id} --yes` を実行してください。",
    .solutionDeclined: "表示しませんでした。`dojo hint {id}` でヒントを 1 つずつ見られます。",
    .solutionNameOne: "まだどの演習もチェックしていません。参考解答を見たい演習を指定してください（例: `dojo solution phase1/counter`）。",

    // MARK: dojo watch
    .watchEdit: "{folder} を編集してください。保存するたびにチェックし直します。",
    .pollIntervalRange: "--poll-interval には 50 以上 60000 以下のミリ秒数を指定してください（指定された値: {value}）。",
    .watchEditPolling: "{folder} を編集してください。保存するたびにチェックし直します（ポーリング）。",
    .watchFirstCheck: "… チェック中です（最初のビルドには数分かかることがあります）",
    .watchWaiting: "最初のチェックを待っています。",
    .watchPass: "✓ 合格 — {count} 件の隠しテストすべてに合格しました。n で次の演習に進みます。",
    .watchTestWritingPass: "✓ 合格 {counts}。n で次の演習に進みます。",
    .watchTestWritingFail: "✗ 不合格 {counts}",
    .watchFail: "✗ 不合格 — 隠しテスト {total} 件中 {passed} 件に合格しています。",
    .watchError: "✗ エラー（{kind}）",
    .watchRechecking: "… チェックし直しています",
    .watchRestarted: "… 保存を検知しました。前のチェックを止めて、新しい内容でチェックし直しています",
    .watchFirstFailure: "最初に失敗したテスト: {name}",
    .watchMoreLines: "… （ほかに {count} 行あります: `{command}` を実行してください）",
    .watchCutToFit: "… 画面に収まらない分を省きました。全文は `{command}` で表示できます",
    .watchNoteCut: "… （ほかに {count} 行あります。端末を大きくすると表示されます）",
    .watchKeyHint: "h ヒント",
    .watchKeyNext: "n 次へ",
    .watchKeyList: "l 一覧",
    .watchKeyPhase: "c {phase} をチェック",
    .watchKeyReset: "r リセット",
    .watchKeyQuit: "q 終了",
    .watchResetCancelled: "リセットを取りやめました。ファイルはそのままです。",
    .watchResetQuestion:
      "{id} をスターターに戻しますか？ あなたのコードは先にバックアップします。y でリセット、ほかのキーでそのままにします。",
    .watchNextLocked: "{id} に合格すると n で次に進めます。",
    .watchAllDone: "すべての演習に合格しています。おめでとうございます！",
    .watchCheckingPhase: "{phase} のすべての演習をチェックしています…",
    .watchPhaseCheckStopped: "保存されたため、{phase} 全体のチェックを止めて、見ている演習をチェックし直しています。フェーズ全体をもう一度チェックするには c を押してください。",
    .watchNoHints: "この演習のレッスンにはヒントがありません。",
    .watchNoMoreHints: "（ヒントはこれで全部です）",
    .watchAlreadyStarter: "{id} はスターターのままです。リセットするものはありません。",
    .watchResetDone: "{id} をリセットしました。あなたのコードは {backup} に保存しました。",
    .watchResetDoneNoBackup: "{id} をリセットしました。フォルダーにあなたのファイルがなかったため、保存したものはありません。",
    .watchResetFailed: "{id} をリセットできませんでした: {reason}",
    .watchNoExercises: "このチェックアウトには見張る演習がありません。",

    // MARK: Instructor commands (seal, new, grade, verify)
    .sealNothingChanged: "{file}: {count} 件の演習に変更はありません。",
    .sealAdded: "+ 追加     {path}",
    .sealChanged: "~ 変更     {path}",
    .sealRemoved: "- 削除     {path}",
    .sealRecorded: "{file}: {count} 件の演習について {changes} 件の変更を記録しました。コミットしてください。",
    .newCreated: "{id} を作りました:",
    .newManifestUpdated: "  ~ Package.swift（演習の一覧に \"{id}\" を追加）",
    .newLessonUpdated: "  ~ {path}（## 練習問題 の {number} 問目）",
    .newManualStep: "手で行ってください — {step}",
    .newNext: "次に、仮の問題文・ヒント・隠しテスト・ミュータントを本物に書き換えてから、次を実行します:",
    .newAfterSteps: "（verify は seal 前の新しい演習も実行します。verify が通ったら seal し、Exercises/checksums.sha256 をコミットしてください）",
    .gradeBuilding: "{count} 件の演習を隠しテストと一緒にビルドしています…",
    .gradeWriteFailed: "{path} に書き込めませんでした: {reason}",
    .gradeSummary: "{count} 件の演習を {seconds} 秒で採点しました: 合格 {pass}、失敗 {fail}、エラー {error} → {path}",
    .gradeNote: "注意: {problem}",
    .reportWrote: "{page} を書きました: 学生 {students} 人 × 課題 {exercises} 件（結果ファイル {files} 件から）",
    .reportUnreadable: "、{count} 件は読めませんでした",
    .reportSkipped: "、結果ファイルでない {count} 件は読み飛ばしました",
    .reportNeedHelp: "{count} 人は手助けが必要かもしれません（ページの先頭を見てください）。",
    .reportEveryoneFails: "全員が {exercise} に合格していません: 課題か授業に問題がある可能性があります。",
    .reportWroteCSV: "{csv} を書きました: 学生 × 課題ごとに 1 行、部分点つきです。",
    .reportDuplicate:
      "{path}: 警告: {student} × {exercise} の結果が {count} 件あります（{paths}）。表示しているのは最後の 1 件です。形式ごとのフォルダが並んでいるときは、形式のフォルダを 1 つだけ渡してください。",
    .gradeClassStudent: "[{index}/{count}] {student} を採点しています…",
    .gradeClassStudentDone: "合格 {pass}・不合格 {fail}・エラー {error}（{seconds} 秒）",
    .gradeClassSummary: "{students} 人 × {exercises} 問を {seconds} 秒で採点しました（1 人あたり {perStudent} 秒）。結果ファイル {files} 件: {path}",
    .verifyLintFinished: "verify: {exercises} 件の演習を lint しました: 問題 {problems} 件",
    .verifyRoundStarted: "verify: ラウンド {number}（{title}）: {count} 件の演習をビルドして確かめています…",
    .verifyRoundFinished: "verify: ラウンド {number}（{title}）終了: ビルド {build} 秒、ラウンド全体 {total} 秒",
    .verifyDidNotCompile: "verify:   コンパイルできなかった演習: {list}",
    .newBadPhase: "フェーズは phase4 のように書いてください（指定: 「{phase}」）。",
    .newBadSlug: "スラッグは小文字の英字・数字・1 つずつのダッシュで書いてください（search-debounce など。指定: 「{slug}」）。",
    .newFolderExists: "{folder} はもうあります。別のスラッグにするか、手で編集してください。",
    .newNoManifestList: "Package.swift に `let {list}: [String] = [` の一覧がありません。その一覧に \"{id}\", を手で加えてください。",
    .newManifestListUnclosed: "Package.swift の演習の一覧に閉じる `]` がありません。\"{id}\", を手で加えてください。",
    .newManifestHasID: "Package.swift にはもう \"{id}\" があります。",
    .newBadTitle: "--title は空でない 1 行にしてください（例: --title \"リトライ\"）。",
    .newTestWritingSlug: "テストを書く演習のスラッグは機能の名前にしてください（rating-buttons など。「{slug}」ではなく）。",
    .newLessonNoSection: "{lesson} に `{heading}` の節がありません。レッスンの最後に節を作り、この問題を加えてください（番号はほかの問題の後に振り直してください）:",
    .newNoLesson: "レッスン Lessons/{phase}-*.md がありません。作成して、その `{heading}` の節に次を加えてください:",
    .mutateNothingToMutate: "{folder}/ に .swift ファイルがありません: 変異させるものがありません",
    .mutateCannotReadSolution: "参考解答を読めません: {reason}",
    .mutateSolutionProblem: "{problem} — そのためミュータントは実行していません",
    .mutateNoSolutionVerdict: "チェッカーが参考解答の判定を返しませんでした",
    .mutateNotWritten: "{folder} に書き出せませんでした: {reason}",
    .verifyNoStarterVerdict: "チェッカーがスターターの判定を返しませんでした",
    .verifyNoSolutionVerdict: "チェッカーが参考解答の判定を返しませんでした",
    .verifyNoMutantVerdict: "チェッカーがミュータント {name} の判定を返しませんでした",
    .usageGradeSubmissionOrClass: "--submission <フォルダ>（学習者 1 人）か --class <フォルダ>（学生ごとに 1 フォルダ）のどちらか一方を指定してください。",
    .usageGradeReportNeedsClass: "--report はクラスのページを書くオプションで、--class が必要です。",
    .usageGradeFormat: "--format は exercism・gradescope・junit のどれかです（指定: {format}）。",
    .usageTimeout: "--timeout は 0 より大きく 3600 秒以下にしてください（指定: {timeout}）。",
    .usageGradeVisibility: "--visibility は visible・hidden・after_due_date・after_published のどれかです。",
    .usageGradeExercise: "--exercise {text} は演習の id ではありません。phase4/retry のように書いてください。",
    .usageMutateMaxPerExercise: "--max-per-exercise は 1 以上にしてください（指定: {value}）。",
    .usageNewKind: "--kind は feature か tests です（指定: {kind}）。",
    .usageMutateMinScore: "--min-score は 0 から 1 の割合です（例: 0.9。指定: {value}）。",
    .lintProblemNoExercise: "問題 {number}（{title}）が演習を指していません: 見出しの下に `<!-- exercise: slug -->` を書いてください",
    .lintProblemNoHints: "問題 {number}（{title}）にヒントがありません: 問題の下に `**ヒント**:` の箇条書きを書いてください",
    .lintCannotReadManifest: "Package.swift を読めません: {reason}",
    .lintBadExerciseID: "`exercises` の \"{id}\" は phase4/retry のような id ではありません",
    .lintDeclaredTwice: "Package.swift の `exercises` に 2 回書かれています: 1 つ消してください",
    .lintBadTestWritingID: "`testWritingExercises` の \"{id}\" は phase2/vote-buttons のような id ではありません",
    .lintDeclaredInBothLists: "Package.swift に 2 回書かれています（`exercises` と `testWritingExercises`）: 1 つだけ残してください",
    .lintNoExercisesList: "Package.swift に `let exercises: [String] = [...]` の一覧がありません",
    .lintNotNamedByLesson: "この演習を指すレッスンの問題がありません: {phase} のレッスンの問題の下に `<!-- exercise: {slug} -->` を書くか、{folder}/ を消してください",
    .lintNamedByMany: "{count} 個の問題から指されています（{places}）: 問題ごとに別の演習が必要です",
    .lintNamedByPlace: "（{place} から指されています）",
    .lintFolderMissing: "フォルダ {folder}/ がありません{place}: 作るか（`dojo new` がひな形を作ります）、マーカーを直してください",
    .lintTestWritingInExercises: "テストを書く演習（Tests/ があります）が `exercises` に書かれています: \"{id}\" を `testWritingExercises` に移してください",
    .lintNotInTestWritingList: "Package.swift の `testWritingExercises` に書かれていません: \"{id}\" を加えてください",
    .lintNoTestsFolder: "`testWritingExercises` に書かれていますが、{folder}/ に Tests/ フォルダ（学習者が書くテスト）がありません",
    .lintNotInExercisesList: "Package.swift の `exercises` に書かれていません: \"{id}\" を加えてください",
    .lintNoSwiftFiles: "{folder}/ に .swift ファイルがありません: {what}を置いてください",
    .lintWhatStarterTests: "学習者が仕上げるスターターのテスト",
    .lintWhatStarter: "スターター",
    .lintWhatReferenceTests: "模範のテスト",
    .lintWhatReferenceSolution: "参考解答",
    .lintWhatGivenFeature: "与えられた機能",
    .lintWhatHiddenTests: "隠しテスト",
    .lintNoTODO: "スターターに `TODO` がありません: 学習者が書く本体に `// TODO:` を付けてください",
    .lintOnlyIn: "{folder}/ だけにある: {files}",
    .lintSameFileNames: "Solution/ と {starter}/ のファイル名をそろえてください（{parts}）",
    .lintStarterNotSealed: "スターターが Exercises/checksums.sha256 に seal されていません（`dojo reset` で戻せません）: `dojo seal {id}` を実行してください",
    .lintStarterDiffers: "スターターが Exercises/checksums.sha256 の seal と違います（{names}）: 意図して変えたなら `dojo seal {id}` を実行し、そうでなければ `git checkout` で戻してください",
    .lintMutantsMissing: "{file} がありません: ミュータントを {minimum} 件以上書いてください",
    .lintCannotRead: "{file} を読めません: {reason}",
    .lintTooFewMutantsOne: "ミュータントが 1 件です: どの演習にも、ありそうな誤答が {minimum} 件以上必要です",
    .lintTooFewMutants: "ミュータントが {count} 件です: どの演習にも、ありそうな誤答が {minimum} 件以上必要です",
    .lintMutantNotWritten: "ミュータント `{name}` を .dojo/variants に書き出せませんでした: {reason}",
    .verifyReferenceTestsUnchecked: "模範のテストを確かめられませんでした: {detail}",
    .verifyReferenceTestsFail: "模範のテストが与えられた機能に対して不合格です: {test}{detail}",
    .verifyReferenceTestsNotRun: "模範のテストをミュータントに対して実行していません",
    .verifyTestWritingMutantNotRun: "ミュータント {name} は実行していません",
    .verifyTestWritingMutantSurvived: "ミュータント {name} が模範のテストに合格しました: テストはこのミュータントが壊すものを確かめていません — {what}",
    .verifyStarterPassesProblem: "スターターが隠しテストに合格してしまいます: 作業を残しておく必要があります（`// TODO:` のある本体は `.none` を返す）。そうでなければテストが確かめる範囲が狭すぎます",
    .verifyStarterDoesNotCompile: "スターターがコンパイルできません: {detail}",
    .verifyStarterCrashes: "スターターで隠しテストがクラッシュします（スターターはきれいに不合格になる必要があります: `.none` を返し、`fatalError` は使わない）: {detail}",
    .verifyStarterTimesOut: "スターターで隠しテストが時間切れになりました（スターターはすぐに不合格になる必要があります）: {detail}",
    .verifyStarterTampered: "隠しテストが Exercises/checksums.sha256 と一致しないため、何も実行していません（意図して演習を編集したなら `dojo seal {id}` を実行してください）: {detail}",
    .verifyStarterUnreadable: "スターターを読めません: {detail}",
    .verifyStarterJudgeNames: "スターターが隠しテストの使う名前を宣言しているため、テストを実行していません: {detail}",
    .verifyStarterNoReason: "スターターのチェックが理由なしのエラーで終わりました",
    .verifySolutionFailsOne: "参考解答が隠しテスト 1 件に不合格です{first}",
    .verifySolutionFailsMany: "参考解答が隠しテスト {count} 件に不合格です{first}",
    .verifySolutionDoesNotCompile: "参考解答がコンパイルできません: {detail}",
    .verifySolutionCrashes: "参考解答で隠しテストがクラッシュします: {detail}",
    .verifySolutionTimesOut: "参考解答が時間切れになります: {detail}",
    .verifySolutionTampered: "参考解答を確かめられません: 隠しテストがチェックサムと一致しません: {detail}",
    .verifySolutionUnreadable: "参考解答を読めません: {detail}",
    .verifySolutionJudgeNames: "参考解答が隠しテストの使う名前を宣言しています: {detail}",
    .verifySolutionErrorNoKind: "参考解答がエラーで終わりました: {detail}",
    .verifyMutantCrashNote: "ミュータント {name} は、期待の不一致ではなくクラッシュで検出されました",
    .verifyMutantTimeoutNote: "ミュータント {name} は時間切れでしか検出されませんでした: もっと早く失敗するテストがあれば速くなります",
    .verifyMutantSurvived: "ミュータント {name} が隠しテストに合格しました: 隠しテストはこのミュータントが壊すものを確かめていません — {what}",
    .verifyMutantWhatItBreaks: "このミュータントが壊すもの",
    .verifyMutantDoesNotCompile: "ミュータント {name} はコンパイルできないため、何も確かめられません: 置き換えを直してください — {detail}",
    .verifyMutantUnchecked: "ミュータント {name} を確かめられませんでした: {detail}",
    .gradeCopyNoSubmission: "提出フォルダがありません。",
    .gradeCopyLeadsOut: "{path} は提出の外を指しているか（シンボリックリンク）、存在しません。採点するのは提出の中のフォルダだけです。",
    .gradeCopyNoSwift: "{path} に .swift ファイルがないため、ビルドするものがありません。",
    .gradeCopyTooManyFiles: "{path} に .swift ファイルが {count} 個あります。受け付けるのは {max} 個までです。",
    .gradeCopyTooManyBytes: "{path} の Swift は {count} バイトあります。受け付けるのは {max} バイトまでです。",
    .gradeCopyLinkLeadsOut: "{path} は提出の外（または何もないところ）を指すシンボリックリンクです。採点するのは提出の中のファイルだけです。リンクではなくファイルそのものを置いてください。",
    .gradeCopyOddName: "「{path}」の名前に制御文字か読めないバイトが含まれていて、Swift のビルドが扱えません。英字・数字・「-」「_」だけの名前に変えてください。",
    .gradeCopyNotRegular: "{path} は通常のファイルではありません（パイプ・ソケット・デバイス）。Swift ファイルそのものを提出してください。",
    .mutationOpNumericLiteral: "数値が 1 ずれる、または 2 倍になる",
    .mutationOpDurationLiteral: "時間が 1 単位ずれる、または 2 倍になる",
    .mutationOpCancelInFlight: "新しい Effect が始まっても前の Effect が取り消されない",
    .mutationOpRemoveCancellable: "Effect を取り消せなくなる",
    .mutationOpCancelToNone: "何も取り消されない",
    .mutationOpMergeConcatenate: "Effect が同時ではなく順番に動く（またはその逆）",
    .mutationOpRemoveStatement: "Reducer の処理が 1 つ抜ける",
    .mutationOpRemoveStateAssignment: "State への変更が失われる",
    .mutationOpNegateCondition: "条件が逆になる",
    .mutationOpEquality: "== と != が入れ替わる",
    .mutationOpBoundary: "境界が 1 つずれる（< と <=）",
    .mutationOpReturnNone: "Reducer が Effect を返さない",
    .verifyStarterNotRun: "スターター未実行",
    .verifyStarterFails: "スターターは不合格",
    .verifyStarterPasses: "スターターが合格してしまう",
    .verifyStarterErrors: "スターターはエラー",
    .verifySolutionNotRun: "参考解答は未実行",
    .verifySolutionPasses: "参考解答は合格",
    .verifySolutionFails: "参考解答が不合格",
    .verifySolutionErrors: "参考解答はエラー",
    .verifyNoMutantsRun: "ミュータントなし",
    .verifyMutantsNotRun: "ミュータント未実行",
    .verifyMutantsRejected: "ミュータント {killed}/{count} 件を検出",
    .verifyMutantRejectedBy: "ミュータント {name}: 検出したテストは {tests}",
    .verifyTestListMore: "{shown} ほか {more} 件",
    .verifyNote: "注: {note}",
    .verifyCourseHeader: "✗ コース（レッスンと Package.swift）:",
    .verifyRoundsHeader: "{count} ラウンド、計 {seconds} 秒:",
    .verifyRoundLine: "  {number}. {title}: 演習 {count} 件、ビルド {build} 秒、ラウンド {total} 秒",
    .verifyVerifiedSound: "{count} 件の演習を確かめました（{target}）: 隠しテストがミュータント {killed}/{run} 件を検出。どの演習も問題ありません。",
    .verifyVerifiedProblems: "{count} 件の演習を確かめました（{target}）: 隠しテストがミュータント {killed}/{run} 件を検出。上の問題を直してください。",
    .verifySummary: "verify: 合格 {passed}、不合格 {failed}",
    .verifySummaryUnsealed: "、未 seal {count} 件（`dojo seal` を実行してください）",
    .roundStarters: "スターター",
    .roundSolutions: "参考解答",
    .roundMutants: "ミュータント #{number}",
    .verifyNoteNotSealed: "まだ seal されていません: verify が通ったら `dojo seal {id}` を実行し、{checksums} をコミットしてください（学習者の `dojo check` は seal されていない隠しテストを受け付けません）",
    .verifyNoteUnsealedEdit: "隠しテストが {checksums} と一致しません{files}。下のラウンドは今のままの隠しテストで実行しました。正しくなったら `dojo seal {id}` を実行して {checksums} をコミットしてください。それまで学習者の `dojo check` はこの隠しテストを受け付けません（編集を取り消すなら `git checkout`）。",
    .verifyNoteMutantsNotRun: "ミュータント {count} 件は実行していません: まず参考解答が合格する必要があります",
    .mutateListTestWriting: "{id}: テストを書く演習です。誤った機能は Mutants.md のもので、dojo verify が実行します",
    .mutateListCount: "{id}: ミュータント {all} 件中 {sample} 件",
    .mutatePlanned: "mutate: {exercises} 件の演習にミュータント {mutants} 件",
    .mutateRoundStarted: "mutate: ラウンド {number}（{title}）: {count} 件の演習をビルドして確かめています…",
    .mutateRoundFinished: "mutate: ラウンド {number}（{title}）終了: ビルド {build} 秒、ラウンド全体 {total} 秒",
    .mutateDidNotCompile: "mutate:   コンパイルできなかった演習: {list}",
    .mutateKilledScore: "{viable} 件中 {killed} 件を検出（{percent}）",
    .mutateNoViable: "有効なミュータントなし",
    .mutateSummary: "mutate: {count} 件の演習で {total}",
    .mutateSummaryBelow: "、{percent} 未満 {count} 件",
    .mutateSampled: "ミュータント {generated} 件中 {run} 件を実行",
    .mutateGenerated: "ミュータント {generated} 件",
    .mutateDidNotCompileCount: "{count} 件はコンパイルできず",
    .mutateNotRunCount: "{count} 件は未実行",
    .mutateSurvived: "    生き残り: {operator} — {summary}（{place}）",
    .mutateKilled: "    検出: {label}{detail}",
    .mutateNotRun: "    未実行: {label}{detail}",
    .mutateRoundsHeader: "ラウンド（それぞれビルド 1 回）:",
    .mutateRejectedBy: "検出したテストは {tests}",
    .mutateCrashed: "テストがクラッシュ",
    .mutateTimedOut: "時間切れ",
    .mutateNoVerdict: "チェッカーが判定を返しませんでした",
    .gradeUnknownExercise: "{id} はこのコースの演習ではありません。演習: {list}。",
    .gradeNoSources: "提出に演習のソースがありません。{example} のようなフォルダが必要です。",
    .gradeNotSubmitted: "{id} は提出されていません: 提出の中に {shapes} が必要です。",
    .gradePrivateTestsMissing: "{id} の講師用の隠しテストが見つかりません: {shapes} が必要です。",
    .gradePrivateTestsUnusable: "{id} の講師用の隠しテストを使えませんでした: {reason}",
    .gradeNoVerdict: "{id} にチェッカーが判定を返しませんでした。dojo の不具合です。",
    .gradeClassOutInside: "結果フォルダをクラスのフォルダの中に置くことはできません: 次の採点で学生として扱われてしまいます。",
    .gradeClassUnreadable: "クラスのフォルダがないか、読めません。学生ごとに 1 つのフォルダを入れたフォルダを渡してください。",
    .gradeClassEmpty: "クラスのフォルダに学生のフォルダがありません。学生ごとに 1 つのフォルダを入れてください。",
    .gradeClassNothingSubmitted: "クラスのどの学生も演習を提出していません。phase1/counter/ のようなフォルダが必要です。",
    .gradeSubmissionMissing: "提出フォルダがありません。提出のフォルダ（学習者のリポジトリか、<phase>/<slug>/ のソースを入れたフォルダ）を渡してください。",
    .gradeSubmissionNotFolder: "提出がフォルダではありません。提出のフォルダ（学習者のリポジトリか、<phase>/<slug>/ のソースを入れたフォルダ）を渡してください。",
    .gradeSubmissionUnreadable: "提出フォルダを読めません（アクセス権）。",

    // MARK: Help
    .helpRoot: "ComposableDojo: The Composable Architecture のレッスンと、自動でチェックされる演習です。",
    .helpRootDiscussion:
      "`dojo` だけを実行すると、取り組み中の演習で `dojo watch` を始めます（端末のとき）。`--lang ja|en` で dojo のメッセージの言語を選べます。指定がなければ DOJO_LANG、次に LC_ALL/LC_MESSAGES/LANG で決まります（ja* なら日本語、ほかのロケールなら英語、何も設定されていなければ日本語）。",
    .helpInstructors: "講師向け",
    .helpList: "フェーズと練習問題、演習の id を一覧します。",
    .helpShow: "レッスン、またはその練習問題を端末に表示します。",
    .helpCheck: "演習を隠しテストでチェックします。",
    .helpHint: "演習の次のヒントを表示します（呼ぶたびに 1 つずつ増えます）。",
    .helpNext: "次に取り組む演習と、その読み方・チェックの仕方を示します。",
    .helpReset: "演習をスターターのコードに戻します（あなたのコードは先にバックアップします）。",
    .helpWatch: "取り組み中の演習を、保存するたびにチェックし直します。",
    .helpSolution: "演習の参考解答と、あなたのコードとの違いを表示します。",
    .helpCheckDiscussion:
      "`dojo check phase4` はフェーズ 4 のすべての演習を、`dojo check phase4/retry` は 1 つの演習をチェックします。`dojo check` だけなら、いま居るフォルダーの演習を、そうでなければ（レッスンの順で）まだ合格していない最初の演習をチェックします。すべて合格しているときはそう伝えて終了コード 0 で終わります。変更のないコードは .dojo/cache のキャッシュから答えます。最初のチェックではパッケージをビルドするため数分かかります。",
    .helpCheckTarget:
      "フェーズ（phase4）または演習（phase4/retry）。省略すると取り組み中の演習です。",
    .helpCheckSolution:
      "あなたのファイルの代わりに参考解答をチェックします（講師向け、クローン直後の確認用）。",
    .helpJSON:
      "結果を JSON で出力します。",
    .helpTimeout:
      "1 つの演習の隠しテストを止めるまでの秒数です。",
    .helpCheckScratch:
      "使う SwiftPM のビルドフォルダー（既定: `swift build` と同じ .build）。",
    .helpNoCache:
      "同じコードの判定がキャッシュにあっても、ビルドして実行し、新しい判定でキャッシュを置き換えます。",
    .helpCheckExerciseSources:
      "演習をチェックアウト内の別のフォルダーからビルドします: <id>=<フォルダー>（提出物やミュータント。講師向け）。",
    .helpCheckHiddenTests:
      "演習の隠しテストをチェックアウト内の別のフォルダーから取ります: <id>=<フォルダー>。封印したチェックサムとの照合は行います（講師向け）。",
    .checkSolutionOrSources: "--solution と --exercise-sources は同時に使えません。どちらか一方を指定してください。",
    .helpHintDiscussion:
      "ヒントはレッスンの問題に書かれたヒントの一覧から出します。呼ぶたびに 1 つずつ増え、いくつ見たかを .dojo/progress.json に記録します。--all を付けるとすべてを一度に表示します。演習を省略すると、いま居るフォルダーの演習、そうでなければ取り組み中の演習です。",
    .helpExerciseCurrent:
      "演習（例: phase4/retry、または retry だけ）。省略すると取り組み中の演習です。",
    .helpHintAll:
      "すべてのヒントを一度に表示します。",
    .helpListDiscussion:
      "ComposableDojo のチェックアウトの中で実行してください。`--json` で同じ内容を JSON で出力します。",
    .helpListJSON:
      "テキストの代わりに JSON を出力します。",
    .helpShowDiscussion:
      "PHASE には `phase4`、`4`、またはファイル名の `phase4-effects` を指定します。`phase4/retry` のような演習の id を指定すると、その問題を表示します。端末では色を付けます（NO_COLOR が設定されているときを除く）。パイプに出力するときは装飾のないテキストです。",
    .helpShowPhase:
      "フェーズ: phase4、4、phase4-effects（または演習の id、phase4/retry）。",
    .helpShowProblem:
      "レッスンの練習問題 N だけを表示します。",
    .helpShowHints:
      "練習問題のヒントをすべて表示します（付けないときは、ヒントの数と、1 つずつ見る `dojo hint` のコマンドを 1 行で示します）。",
    .helpResetDiscussion:
      "スターターを書き戻す前に、いまの Exercises/<phase>/<slug>/Sources フォルダーを .dojo/backups/<phase>/<slug>/<time>/ にコピーします。スターターは git の履歴にある封印済みの版なので、コースを git でクローンしている必要があります。",
    .helpExercise:
      "演習（例: phase4/retry、または retry だけ）。",
    .helpResetYes:
      "確認せずにリセットします。",
    .helpWatchDiscussion:
      "キー: h 次のヒント · n 次の演習（合格してから） · l 一覧 · c フェーズ全体をチェック · r スターターに戻す（先に確認し、ファイルをバックアップします） · q 終了。Ctrl-C でも終了し、端末を元に戻します。保存は Linux では inotify で検知し、イベントが届かないとき（ネットワークマウントなど）は自動でポーリングに切り替えます。--poll でポーリングを強制します。端末で `dojo` だけを実行すると、取り組み中の演習でこれを始めます。",
    .helpWatchExercise:
      "見張る演習（phase4/retry）。省略すると取り組み中の演習です。",
    .helpWatchPoll:
      "inotify の代わりに、ファイルの時刻とサイズをポーリングして保存を検知します。",
    .helpWatchPollInterval:
      "ポーリングの間隔（ミリ秒）。",
    .helpScratch:
      "使う SwiftPM のビルドフォルダー（既定: .build）。",
    .helpSolutionDiscussion:
      "`dojo check` で合格した演習について、参考解答（Exercises/<phase>/<slug>/Solution）と、あなたのファイルとの差分（unified diff）を表示します。合格する前は答えがわかってしまうため先に確認を求め、端末でないときは --yes がなければ表示しません。演習を省略すると、いま居るフォルダーの演習、そうでなければ最後にチェックした演習です。",
    .helpSolutionExercise:
      "演習（例: phase4/retry、または retry だけ）。省略すると最後にチェックした演習です。",
    .helpSolutionYes:
      "合格する前でも、確認せずに表示します。",
  ]
}
