@testable import Checker
import Curriculum
import DojoTestSupport
import Foundation
import Localization
import Testing

@testable import Presentation

@Suite("Errors as the learner reads them")
struct ErrorTextTests {
  @Test("an unknown exercise, in both languages")
  func unknownExercise() {
    let error = CheckTargetError.unknownExercise("phase4/retyr", suggestion: "phase4/retry", known: ["phase4/retry"])
    #expect(ErrorText.text(for: error, .english).hasPrefix("There is no exercise phase4/retyr. Did you mean phase4/retry?"))
    #expect(ErrorText.text(for: error, .japanese).hasPrefix("演習 phase4/retyr はありません。もしかして phase4/retry ですか？"))
  }

  @Test("show's suggestions: a near miss is offered, a far one or a path is not")
  func showSuggestions() {
    let near = CurriculumError.unknownExercise("phase4/retyr", available: ["phase4/retry"], suggestion: "phase4/retry")
    #expect(ErrorText.text(for: near, .english).contains("Did you mean `phase4/retry`?"))
    let far = CurriculumError.unknownExercise("phase9/zzzzzz", available: ["phase3/tab-app"], suggestion: "phase3/tab-app")
    #expect(!ErrorText.text(for: far, .english).contains("Did you mean"))
    let path = CurriculumError.unknownExercise("/etc/passwd", available: ["phase3/tab-app"], suggestion: "phase3/tab-app")
    #expect(ErrorText.text(for: path, .english).hasPrefix("/etc/passwd is a path"))
    #expect(!ErrorText.text(for: path, .english).contains("tab-app"))
    let lesson = CurriculumError.unknownLesson("phase9", available: ["phase1 (phase1-basics)"], suggestion: "phase1 (phase1-basics)")
    #expect(ErrorText.text(for: lesson, .japanese).hasPrefix("`phase9` という名前のレッスンはありません。もしかして `phase1 (phase1-basics)` ですか？"))
  }

  @Test("outside a checkout, and a learner message as given")
  func others() {
    #expect(ErrorText.text(for: ProjectLayoutError.notInCheckout("/tmp"), .japanese).hasPrefix("/tmp は ComposableDojo のチェックアウトの中ではありません"))
    #expect(ErrorText.text(for: LearnerMessage("そのまま"), .english) == "そのまま")
  }

  /// Every reset error a learner can meet, with what each language's text must say.
  static var resetErrors: [(ResetError, japanese: String, english: String)] {
    let refused = SymlinkPolicy.RefusedLink(
      link: URL(fileURLWithPath: "/c/Exercises/phase1/counter/Sources/x.swift"), target: "/etc/passwd", targetExists: true)
    let id = ExerciseID("phase1/counter")!
    return [
      (.checksumsMissing("Exercises/checksums.sha256"), "何も変更していません", "Nothing was changed"),
      (.checksumsUnreadable(.malformedLine(3, text: "zz")), "Exercises/checksums.sha256:3:", "Exercises/checksums.sha256:3:"),
      (.checksumsUnreadable(.unreadable("Exercises/checksums.sha256")), "UTF-8 のテキストとして読めません", "cannot be read as UTF-8 text"),
      (.notSealed(id), "dojo seal phase1/counter", "dojo seal phase1/counter"),
      (.gitUnavailable(reason: "`git` missing"), "git", "git"),
      (.noPristineVersion(id, files: ["a.swift"]), "git fetch --unshallow", "git fetch --unshallow"),
      (.needsConfirmation(id), "--yes", "--yes"),
      (.declined, "取りやめました", "cancelled"),
      (.backupFailed(reason: SystemReason(errno: ENOSPC)), "ディスクの空きがありません（ENOSPC）", "no space left on the disk (ENOSPC)"),
      (.backupDiffers(file: "A.swift", backup: ".dojo/backups/x"), ".dojo/backups/x にある A.swift のコピー", "The copy of A.swift in .dojo/backups/x"),
      (.restoreFailed(file: "S/A.swift", reason: SystemReason(errno: EROFS), backup: ".dojo/backups/x"),
       "読み取り専用のファイルシステムです（EROFS）", "the file system is read-only (EROFS)"),
      (.restoreFailed(file: "S/A.swift", reason: SystemReason(errno: EACCES), backup: ""),
       "バックアップはしていません", "nothing to back up"),
      (.refusedLink(refused, shownPath: "Exercises/phase1/counter/Sources/x.swift"),
       "もう一度 `dojo reset` を実行してください", "run `dojo reset` again afterwards"),
    ]
  }

  @Test("every reset error reads in the learner's language, the system's reason glossed by errno")
  func resetErrors() {
    for (error, japanese, english) in Self.resetErrors {
      let ja = ErrorText.text(for: error, .japanese)
      #expect(LanguageLeaks.englishSentences(in: ja).isEmpty, "\(error): \(ja)")
      #expect(ja.contains(japanese), "\(ja)")
      let en = ErrorText.text(for: error, .english)
      #expect(LanguageLeaks.japaneseLines(in: en).isEmpty, "\(en)")
      #expect(en.contains(english), "\(en)")
    }
  }

  @Test("a curriculum file that cannot be read: the reason in the learner's language")
  func unreadableCurriculum() {
    for reason in [CurriculumError.UnreadableReason.noSuchFile, .isFolder, .notReadable, .notUTF8, .lessonsNotListable] {
      let error = CurriculumError.unreadable("Lessons/phase1-basics.md", reason: reason)
      let japanese = ErrorText.text(for: error, .japanese)
      #expect(japanese.hasPrefix("Lessons/phase1-basics.md を読めません: "), "\(japanese)")
      #expect(LanguageLeaks.englishSentences(in: japanese).isEmpty, "\(reason): \(japanese)")
      #expect(LanguageLeaks.japaneseLines(in: ErrorText.text(for: error, .english)).isEmpty)
    }
    #expect(ErrorText.text(for: CurriculumError.unreadable("Lessons", reason: .lessonsNotListable), .english)
      == "cannot read Lessons: the Lessons folder cannot be listed; check its permissions (`ls -ld Lessons`)")
  }

  @Test("errors no command explains: Foundation's by errno, a process by its program, the rest quoted")
  func fallbacks() {
    let foundation = CocoaError(.fileWriteNoPermission)
    #expect(ErrorText.text(for: foundation, .japanese).hasPrefix("ファイル操作がシステムに拒否されました（権限がありません（EACCES））"))
    #expect(ErrorText.text(for: foundation, .english).hasPrefix("The system refused a file operation (permission denied (EACCES))"))
    let spawn = ChildProcess.SpawnError(executable: "git", code: ENOENT)
    #expect(ErrorText.text(for: spawn, .japanese).hasPrefix("git を起動できませんでした（ファイルまたはフォルダーがありません（ENOENT））"))
    struct Strange: Error, CustomStringConvertible { var description: String { "something odd happened" } }
    let strange = ErrorText.text(for: Strange(), .japanese)
    #expect(strange.contains("`something odd happened`"), "its own words, quoted as data")
    #expect(LanguageLeaks.englishSentences(in: strange).isEmpty, "\(strange)")
    #expect(ErrorText.text(for: Strange(), .english).hasPrefix("dojo met a problem it has no explanation for"))
    let checksum = ChecksumFileError.malformedLine(2, text: "x")
    #expect(LanguageLeaks.englishSentences(in: ErrorText.text(for: checksum, .japanese)).isEmpty)
  }
}
