// English texts of dojo, one per message. To change a text, edit what is between the quotes:
// keep every {placeholder} (the catalogue test checks that both languages use the same ones),
// and keep `backticks` around commands. \n starts a new line.

extension Catalogue {
  /// The English table.
  static let english: [MessageKey: String] = [
    // MARK: Shared
    .errorPrefix: "Error: ",
    .warningPrefix: "warning: ",
    .didYouMean: " Did you mean {suggestion}?",
    .timeoutRange: "--timeout must be more than 0 and at most 3600 seconds, got {value}.",
    .argumentIDFolder: "{option} expects <id>=<folder>, e.g. phase4/retry=.dojo/try/retry; got `{value}`.",
    .unexpectedError: "dojo met a problem it has no explanation for: `{detail}`. Your exercise files are untouched. Run the command again; if the same happens, show this line to your instructor.",
    .systemRefused: "The system refused a file operation ({reason}). Your exercise files are untouched; check the permissions of the checkout's folders and the free disk space, then run the command again.",
    .programNotStarted: "Could not start {program} ({reason}). Check that it is installed and on your PATH, then run the command again.",
    .systemNoSuchFile: "no such file or folder (ENOENT)",
    .systemPermissionDenied: "permission denied (EACCES)",
    .systemNoSpace: "no space left on the disk (ENOSPC)",
    .systemReadOnly: "the file system is read-only (EROFS)",
    .systemIsFolder: "a folder is where a file should be (EISDIR)",
    .systemNotFolder: "a file is where a folder should be on the path (ENOTDIR)",
    .systemAlreadyExists: "something of that name is already there (EEXIST)",
    .systemOther: "the system says: `{detail}`",

    // MARK: Naming an exercise or a phase
    .targetUnknownExercise: "There is no exercise {text}.",
    .targetExerciseList: "Exercises: {list}\n(`dojo list` shows them with their titles.)",
    .targetUnknownPhase: "There is no phase or exercise called {text}.",
    .targetPhaseList: "Phases: {list} — or name one exercise, e.g. `dojo check phase4/retry`.",
    .targetNothingLeft:
      "🎉 Every exercise passes. Name one to check it again, e.g. `dojo check phase4/retry`, or a whole phase: `dojo check phase4`.",
    .targetNotExercisePath:
      "{text} is a path, and not inside any exercise's folder (Exercises/<phase>/<slug>/). Name an exercise by its id, e.g. phase4/retry; `dojo list` shows them all.",
    .argumentPhaseGiven: "{text} is a phase; name one of its exercises: {list}.",
    .notInCheckout:
      "{path} is not inside a ComposableDojo checkout (no folder above it holds both Package.swift and Lessons/). Run dojo from your clone, e.g. `cd ComposableDojo && swift run dojo list`.",
    .fileUnreadable: "cannot read {path}: {reason}",
    .fileNotUTF8: "it is not UTF-8 text; restore it with `git checkout -- <the file>`",
    .lessonsNotListable: "the Lessons folder cannot be listed; check its permissions (`ls -ld Lessons`)",
    .lessonUnknown: "There is no lesson named `{name}`.",
    .lessonNone: " There are no lessons in Lessons/ yet.",
    .lessonList: " Lessons: {list}. Run `dojo list` to see them all.",
    .problemUnknownExercise: "No practice problem names the exercise `{id}`.",
    .problemNoExercises: " No lesson maps an exercise yet.",
    .problemExerciseList: " Exercises: {list}.",
    .problemNoneInLesson: "{lesson} has no practice problems.",
    .problemUnknownNumber: "{lesson} has no problem {number}; its problems are {list}.",

    // MARK: Progress file
    .progressUnreadableMoved:
      "warning: {file} could not be read ({reason}); it was moved to {backup} and progress starts empty. Your exercise files are untouched: re-check them (`dojo check`) to get their passes back.",
    .progressUnreadableKept:
      "warning: {file} could not be read ({reason}) and could not be moved aside; progress starts empty for this run. Your exercise files are untouched: check the permissions of .dojo/.",
    .progressReasonNotJSON: "not valid progress JSON",
    .progressReasonNotJSONAt: "not valid progress JSON at {path}",
    .checkoutMoved: "the checkout moved from {from}; the first build takes a few minutes.",
    .checkoutMovedFromElsewhere: "the checkout was moved or copied from another folder; the first build takes a few minutes.",
    .buildFolderRepaired: "the build folder was made for this checkout at {from}; cleared its stale module cache ({folders}) and rebuilt.",
    .symlinkOutsideCheckout: "{path} is a symbolic link to {target}, outside the checkout; dojo only builds files inside it. Put the file itself there instead of a link (copy it into the folder), or remove the link: `rm {path}`.",
    .symlinkToNothing: "{path} is a symbolic link to {target}, which does not exist. Put the file itself there instead of a link (copy it into the folder), or remove the link: `rm {path}`.",
    .buildFolderRepairedElsewhere: "the build folder was made for this checkout at another path; cleared its stale module cache ({folders}) and rebuilt.",
    .buildFolderUnrepairable:
      "The build folder {folder} was made for this checkout at another path (it was copied or moved), and it still fails after dojo cleared its module cache. Delete {caches}; if that is not enough, delete the whole build folder: `rm -rf {folder}` (it is only a cache; the next build then takes a few minutes). Then run `dojo check` again. The compiler said:",
    .progressCannotSave:
      "could not save progress to {file} ({reason}). Your exercise files are untouched; check that .dojo/ at the checkout's root is writable.",

    // MARK: dojo check: the report
    .checkTestsPassed: "({count} tests passed)",
    .checkTestsFailed: "{failed} of {total} tests failed",
    .checkTestWritingCounts: "(your {tests} tests passed with the correct feature; {caught} of {total} wrong features caught)",
    .checkErrorKind: "error: {kind}",
    .checkKindUnknown: "error",
    .kindCompile: "compile",
    .kindCrash: "crash",
    .kindTimeout: "timeout",
    .kindTamper: "tamper",
    .kindSubmission: "submission",
    .kindJudge: "judge",
    .checkStuck: "Stuck? ",
    .checkMoreLines: "… {count} more lines (`{command}` shows all)",
    .checkSolutionOffer: "Compare your answer with the reference solution: ",
    .checkNotRun: "(not run)",
    .checkPrinted: "printed:",
    .checkPrintedMore: "… {count} more lines (`{command}` shows them)",
    .checkWarnings: "The compiler warns about your code (this does not change the verdict, but it often points at the mistake):",
    .checkMoreWarnings: "… {count} more warnings (`{command}` shows them all)",
    .checkOwnTests: "Your own tests (Tests/, not graded): {passed} passed, {failed} failed",
    .ownTestsDoNotCompile: "Your own tests do not compile (the verdict above stands):",
    .ownTestsBuildFailed: "Your own tests could not be built, and no error points at a line of Tests/ (the verdict above stands):",
    .ownTestsCrashed: "Your own tests crashed the test process while {tests} was running; the tests after it did not run.",
    .ownTestsTimedOut: "Your own tests did not finish within {limit} and were stopped while {tests} was running.",
    .ownTestsCouldNotRun: "Your own tests could not be run: {reason}",

    // MARK: Verdicts
    .verdictLaunchFailed: "The hidden tests of {id} could not be started. Check again (dojo builds the tests anew); the reason the system gave:",
    .verdictCrashBeforeReport: "The test process of {id} crashed ({signal}) before its tests could report.",
    .verdictCrashDuring: "The test {tests} of {id} crashed the test process ({signal}); the tests after it did not run.",
    .verdictCrashAt: "At {file}:{line}.",
    .verdictCrashAdvice:
      "A crash is a `fatalError`, a force unwrap (`!`) of nil, or an index out of range in the code under test.",
    .verdictStackOverflow:
      "A stack overflow: a function calls itself without end and has used up the stack (where calls are kept).",
    .verdictStackOverflowAt: "The function that keeps calling itself: {file}:{line}.",
    .verdictStackOverflowAdvice:
      "A recursion needs a condition that stops it (for example `guard n > 0 else { return … }`). Also check that no property's `get` or `didSet` reads or writes that same property.",
    .verdictNoTestRan:
      "No hidden test of {id} ran (the filter {filter} matched nothing), so there is no verdict. Check that {folder} holds @Test functions and that the exercise is listed in Package.swift.",
    .verdictJudgeNames:
      "The hidden tests of {id} were not run: your files declare names the tests use, which would change what the tests check (a module's own declarations win over those of the modules it imports):",
    .verdictJudgeNamesAdvice:
      "Rename these declarations or move them inside your feature's type. The hidden tests must use Composable's and Swift Testing's own TestStore, clocks and expectations.",
    .judgeInExtension: "{location}: `{name}` in an extension of `{owner}`",
    .judgeInType: "{location}: `{name}` in `{owner}`",
    .judgeMacro: "{location}: `{name}` (a macro)",
    .judgeMoreFindings: "… ({count} more)",
    .buildFailsAlone:
      "{id} does not build, though no error points at a line of it: usually a link error in {folder} (an `@main` or top-level code, or one symbol defined twice). Exercises are libraries: remove the `@main` type or the extra definition. SwiftPM says:",
    .buildLearnerCode: "Your code does not compile:",
    .buildFailedInFiles: "The build failed in {id}'s files.",
    .buildHiddenTestsNoLongerCompile:
      "The hidden tests no longer compile against your code in {folder}: they use the names the starter declared (types, cases, properties, functions). Put back what you renamed or removed; the compiler says:",
    .buildFailedOutside: "The build failed outside the exercise's files, so its tests could not run. SwiftPM says:",
    .buildStalled:
      "The build made no progress for {minutes} minutes, so it was ended. Check that no other dojo or swift build is using the same folder and that the machine is not overloaded, then check again (set {variable} to change the wait, in minutes).",
    .buildDiskFull:
      "The build could not write to {path}: the disk is full. Free some space (old build folders, for example), then check again.",
    .buildFileSizeLimit:
      "The build could not write to {path}: this shell limits the size of the files a program writes (`ulimit -f` is {blocks} blocks). Run `ulimit -f unlimited` or open a new terminal, then check again.",
    .buildPermissionDenied:
      "The build could not write to {path}: permission denied. Make it writable for your user (for example `chmod -R u+w {path}`), then check again.",
    .buildSwiftNotStarted: "dojo could not start `{swift}` to build the exercises, so nothing was checked. Install the Swift toolchain or put `swift` on your PATH (`swift --version` should print its version), then check again. The reason the system gave:",
    .usageLead: "the command line could not be read (ArgumentParser says):",
    .usageHelpHint: "Every command and its options: `dojo --help`, `dojo {command} --help`.",
    .workspaceFolderMissing: "The exercise folder {folder} does not exist. Restore it with `git checkout -- {folder}`.",
    .workspaceOutsideRoot:
      "{folder} is outside the package root {root}; SwiftPM can only build folders inside it. Copy it under .dojo/ and check that copy.",
    .workspaceNoSwiftFiles: "{folder} holds no .swift files, so there is nothing to build.",
    .workspaceNoSwiftFilesRestore:
      "{folder} holds no .swift files, so there is nothing to build. Restore the starter with `dojo reset {id}` or `git checkout -- {folder}`.",
    .workspaceSpecialFile:
      "{file} is not a regular file (a named pipe, socket or device), and the compiler would wait on it for ever, so nothing was built. Remove it: `rm {file}`.",
    .verdictIncompleteRun:
      "The test process of {id} ended having reported {reported} of the {declared} hidden tests, so there is no verdict: every hidden test must run to its end. Not reported: {missing}. Code under test must not end the test process or write to the test framework's report.",
    .verdictInconsistentReport:
      "The test report of {id} contradicts itself, so there is no verdict: something besides the test framework wrote to it. Code under test must not write to the test framework's report or end the test process. The contradiction:",
    .reportRunEndedTimes: "the run ended {count} times",
    .reportRecordsAfterEnd: "{count} records came after the run ended",
    .reportStartedTwice: "test {test} started twice",
    .reportEndedTwice: "test {test} ended twice",
    .reportEndedUnstarted: "test {test} ended without starting",
    .reportExitAfterClean: "exit status {code} after a run without failures",
    .verdictTimeoutBeforeAnyTest: "The hidden tests of {id} did not finish within {limit} and were stopped before any test started.",
    .verdictTimeoutWhileRunning: "The hidden tests of {id} did not finish within {limit} and were stopped while {tests} was running.",
    .verdictTimeoutAdvice:
      "Look for a loop that never ends or an effect that never finishes (a missing `.cancel`, a `while` without an exit), or an `await` that nothing ever resumes. If your machine is just slow, raise the limit: `dojo check {id} --timeout 60`.",
    .verdictTimeoutIdle:
      "The test process sat idle ({cpu} of CPU time in its last {window}): your code is waiting for something that never happens, so more time would not help. Look in your feature for a wait that nothing ends: a sleep on a clock other than the `continuousClock` dependency (the tests advance only that one), `Task.sleep`, a semaphore or `Thread.sleep` that blocks, an effect awaiting a response or an action that never comes.",
    .verdictTimeoutBusy:
      "The test process was busy computing ({cpu} of CPU time in its last {window}): look for a loop that never ends (a `while` without an exit, a recursion, an effect that sends the action that started it). If your machine is just slow, raise the limit: `dojo check {id} --timeout 60`.",
    .testStillRunning: "Still running when the time limit of {limit} ran out.",
    .testCrashed: "Crashed while running.",
    .testNotReported: "Not reported: the test process never said this test ran to its end.",
    .testNotRunAfterTimeout: "Not run: the time limit stopped the tests before it started.",
    .testNotRunAfterCrash: "Not run: the test process crashed before it started.",
    .testAtLearnerCode: "(in your code at {file}:{line})",
    .testAt: "(at {file}:{line})",
    .adviceReceiveTimedOut:
      "The hidden tests advance their TestClock and then wait a moment; this action did not arrive in time. Check that your effect sends it, and that every wait in the effect sleeps on the `continuousClock` dependency (`@Dependency(\\.continuousClock) var clock`, then `try await clock.sleep(for:)`): a `Task.sleep` or another clock uses real time, which the tests do not control.",
    .adviceInFlightAtEnd:
      "An effect your feature started was still running when the test ended. If it is meant to run until stopped (a timer, a polling loop), mark it `.cancellable(id:)` and return `.cancel(id:)` from the action that stops it; if it waits, wait on the `continuousClock` dependency so that the tests' clock drives it.",
    .adviceEffectStillRunning:
      "Your feature must let this effect end by the end of the test: if it is meant to run until stopped (a timer, a stream, a polling loop), mark it `.cancellable(id:)` and return `.cancel(id:)` from the action that should stop it; if it waits, wait on the `continuousClock` dependency (the tests advance only that clock); otherwise make sure it finishes.",

    // MARK: Test-writing exercises (the learner writes the tests)
    .testWritingNoTestsName: "no tests",
    .testWritingNoTests:
      "{folder} declares no @Test function, so nothing can catch a wrong behaviour. Write at least one test.",
    .testWritingAssertsNothingName: "tests that assert nothing",
    .testWritingAssertsNothing:
      "The tests in {folder} assert nothing ({tests}): none uses #expect, #require or a TestStore's send/receive, so they would pass whatever the feature does. Write what each test expects.",
    .testWritingNoTestRan:
      "None of your tests in {folder} ran, so there is no verdict. Check that they are @Test functions (import Testing).",
    .testWritingFailsOnFeature:
      "This test fails against the correct feature: its expectation differs from what the problem describes (or the test waits for something that never happens).",
    .testWritingMutantName: "wrong behaviour: {behaviour}",
    .testWritingMutantMissed:
      "All your tests passed with a feature that behaves wrongly:\n{description}\nAdd a test that fails on this behaviour.",
    .mutantsUnreadable:
      "{file} could not be read, so the wrong features your tests should catch cannot be made. Restore it with `git checkout -- {file}` (instructors: `dojo verify` names the problem). What went wrong:",
    .mutantsNone:
      "{file} has no mutants, so there is nothing for the tests to catch. Restore it with `git checkout -- {file}`.",
    .mutantNotPrepared:
      "{file}: mutant {name} cannot be prepared, so your tests cannot be judged against it. Restore the exercise's files with `git checkout -- {file}` (instructors: `dojo verify` names the problem). What went wrong:",

    // MARK: Changed hidden tests
    .tamperNoChecksums:
      "{path} is missing, so the hidden tests of {id} cannot be trusted. Restore it with `git checkout -- {path}`.",
    .tamperNotSealed:
      "{path} records no hidden tests for {id}. Restore it with `git checkout -- {path}` (instructors adding an exercise: `dojo seal {id}`).",
    .tamperDiffers: "The hidden tests of {id} differ from their recorded checksums ({path}), so they were not run:",
    .tamperChanged: "  changed: {file} — restore it: git checkout -- {file}",
    .tamperMissing: "  missing: {file} — restore it: git checkout -- {file}",
    .tamperExtra: "  not part of the exercise: {file} — remove it: rm {file}",
    .tamperAdvice: "Hidden tests are the exercise's judge: edit your files in {folder} instead.",
    .tamperFeatureDiffers: "The feature {id}'s tests run against differs from its sealed checksums ({path}), so nothing was run:",
    .tamperFeatureAdvice: "This exercise's feature is sealed: edit your tests in {folder} instead.",
    .checksumsMalformedLine: "Exercises/checksums.sha256:{line}: expected `<64 hex digits>  <path>`, found `{text}`. Restore the file with `git checkout -- Exercises/checksums.sha256` (instructors: `dojo seal`).",
    .checksumsNotText: "{path} cannot be read as UTF-8 text. Restore it with `git checkout -- Exercises/checksums.sha256`.",

    // MARK: dojo check: while it works
    .progressInputsChanged: "{ids} changed while being checked; checking the saved version again…",
    .progressWaiting: "Waiting for another dojo check that is using the same build folder",
    .progressBuilding: "Building the hidden tests of {ids}",
    .progressStillBuilding: "dojo: still building [{completed}/{total}]",
    .progressFirstBuildLong: " — the first build compiles every dependency and takes a few minutes; this is expected",
    .progressFirstBuildShort: "first build: a few minutes, this is expected",
    .progressRunning: "Running the hidden tests of {id}",
    .progressBuildingOwnTests: "Building your own tests of {ids}",
    .progressRunningOwnTests: "Running your own tests of {id}",

    // MARK: dojo hint
    .hintNone: "This problem has no hints. Reread the problem in the lesson:",
    .hintNoMore: "No more hints: all {total} have been shown. Here they are again:",
    .hintLabel: "Hint {number}/{total}: ",
    .hintMoreOne: "{count} more hint: run `{command} hint {id}` again, or `--all` to see it.",
    .hintMoreMany: "{count} more hints: run `{command} hint {id}` again, or `--all` to see them all.",
    .hintLast: "That was the last hint. Check your work with `{command} check {id}`.",
    .hintCheckAgain: "Check your work with `{command} check {id}`; the lesson's section above explains the idea.",
    .hintNoLesson:
      "No lesson in Lessons/ names {id}, so it has no hints. If you deleted or changed a lesson file, restore it with `git checkout -- Lessons/`.",
    .hintNothingLeft:
      "🎉 Every exercise passes, so there is no current exercise. Name one to see its hints, e.g. `dojo hint phase4/retry`.",

    // MARK: dojo next
    .nextNoExercises: "The lessons name no exercises yet (no `<!-- exercise: slug -->` markers in Lessons/).",
    .nextAllDone: "🎉 All {count} exercises pass. Congratulations — you have finished the course!",
    .nextRevisit:
      "Revisit any of them with `{command} check <phase>`, or read a lesson again with `{command} show <phase>`.",
    .nextStatusNew: "not checked yet",
    .nextStatusFail: "last check: failing tests",
    .nextStatusError: "last check: did not build or run",
    .nextStatusPass: "passes",
    .nextHeadline: "Next: {id} — {heading} ({status})",
    .nextLesson: "  Lesson: {where}",
    .nextEdit: "  Edit:   {folder}/",
    .nextRead: "  Read:   {command}",
    .nextCheck: "  Check:  {command}",
    .nextStuck: "  Stuck?  {command}",
    .nextProgress: "Progress: {solved}/{total} exercises pass.",

    // MARK: dojo list and dojo show
    .listNoProblems: "(no practice problems)",
    .listNoMarker: "(no exercise marker)",
    .listNoLessons: "No lessons in {folder}/ yet.",
    .listLessonProblems: "{count} problem(s) in the lessons: run `dojo lesson inspect FILE.md` for details.",
    .showExercise: "Exercise: ",
    .showNoMarker: "(none — no exercise marker)",
    .showHintCount: "Hints ({count}): ",

    // MARK: dojo reset
    .resetAlreadyPristine: "{folder}/ already holds the starter of {id}; nothing to reset.",
    .resetPlanTitle: "dojo reset {id} will:",
    .resetPlanBackup: "  back up {folder}/ to {backup}/",
    .resetPlanNothingToBackUp: "  back up nothing: {folder}/ holds no file of yours",
    .resetPlanRestore: "  restore {file}",
    .resetPlanRemove: "  remove  {file} (it stays in the backup)",
    .resetConfirm: "Continue? [y/N] ",
    .resetSaved: "Your version is saved in {backup}/",
    .resetDone: "{id} is back to its starter. Start again with `{command} hint {id}` if you are stuck.",
    .resetNeedsConfirmation:
      "dojo reset {id} replaces your files with the starter (after backing them up) and asks for confirmation first, but standard input is not a terminal. Nothing was changed. Run `dojo reset {id} --yes` to reset without asking.",
    .resetDeclined: "Reset cancelled. Nothing was changed.",
    .resetGitUnavailable:
      "dojo reset finds the original starter in git history, but git could not read it here (git said: `{reason}`). Nothing was changed. Reset needs a git clone of the course (`git clone …`).",
    .resetBackupFailed:
      "Could not back up your files ({reason}), so nothing was changed. Check that .dojo/ at the checkout's root is writable and that the disk is not full.",

    .resetChecksumsMissing:
      "{path} is missing, so dojo cannot tell which version of the files is the starter. Nothing was changed. Restore it with `git checkout -- {path}`.",
    .resetNotSealed:
      "Exercises/checksums.sha256 records no starter files for {id}, so there is no pristine version to restore. Nothing was changed. (Instructors: run `dojo seal {id}`.)",
    .resetNoPristineVersion:
      "No commit in this clone's history holds the sealed starter of {id} ({files}). Nothing was changed. If you cloned with --depth, fetch the full history (`git fetch --unshallow`) and try again.",
    .resetNothingChanged: "Nothing was changed.",
    .resetRefusedLinkNext: "Nothing was changed; run `dojo reset` again afterwards.",
    .resetBackupDiffers: "The copy of {file} in {backup} does not read back as your file, so nothing was changed. Check that the disk is not full, then run `dojo reset` again.",
    .resetRestoreFailed: "Restoring {file} failed ({reason}). Your version of the exercise is saved in {backup}; copy it back with `cp -R {backup}/. <the exercise's Sources folder>` if needed.",
    .resetRestoreFailedNoBackup: "Restoring {file} failed ({reason}). Sources/ held no file of yours, so there was nothing to back up. Remove the cause, then run `dojo reset` again.",

    // MARK: dojo solution
    .solutionHeader: "Reference solution of {id} — {title}",
    .solutionNote: "This is one idiomatic answer; yours can differ and still be right. Compare the ideas, not the spelling.",
    .solutionDiffHeader: "Your {file} compared with the solution (- yours, + the solution):",
    .solutionSame: "Your {file} is the same as the solution.",
    .solutionOnlyYours: "Your {file} has no counterpart in the solution.",
    .solutionOnlyReference: "The solution has {file}, which your folder does not.",
    .solutionMissing: "{id} has no reference solution ({folder}/ holds no .swift files).",
    .solutionConfirm:
      "{id} has not passed yet. The reference solution gives the answer away; try `dojo hint {id}` first if you would rather work it out. Show it anyway? [y/N] ",
    .solutionNeedsTerminal:
      "{id} has not passed yet, and its reference solution gives the answer away, so dojo asks first; but standard input is not a terminal. Nothing was shown. Run `dojo solution {id} --yes` to see it anyway.",
    .solutionDeclined: "Not shown. `dojo hint {id}` reveals one more hint at a time.",
    .solutionNameOne: "You have not checked any exercise yet. Name the one whose solution you want, e.g. `dojo solution phase1/counter`.",

    // MARK: dojo watch
    .watchEdit: "Edit {folder}; every save re-checks.",
    .pollIntervalRange: "--poll-interval must be between 50 and 60000 milliseconds, got {value}.",
    .watchEditPolling: "Edit {folder}; every save re-checks (polling).",
    .watchFirstCheck: "… checking (the first build can take a few minutes)",
    .watchWaiting: "Waiting for the first check.",
    .watchPass: "✓ pass — all {count} hidden tests passed. Press n for the next exercise.",
    .watchTestWritingPass: "✓ pass {counts}. Press n for the next exercise.",
    .watchTestWritingFail: "✗ fail {counts}",
    .watchFail: "✗ fail — {passed}/{total} hidden tests pass.",
    .watchError: "✗ error ({kind})",
    .watchRechecking: "… re-checking",
    .watchRestarted: "… saved again: the previous check was stopped; checking the new version",
    .watchFirstFailure: "First failure: {name}",
    .watchMoreLines: "… ({count} more lines: run `{command}`)",
    .watchCutToFit: "… cut to fit the screen; `{command}` prints all of it",
    .watchNoteCut: "… ({count} more lines: make the terminal taller to see them)",
    .watchKeyHint: "h hint",
    .watchKeyNext: "n next",
    .watchKeyList: "l list",
    .watchKeyPhase: "c check {phase}",
    .watchKeyReset: "r reset",
    .watchKeyQuit: "q quit",
    .watchResetCancelled: "Reset cancelled; your file is unchanged.",
    .watchResetQuestion:
      "Reset {id} to the starter? Your version is backed up first. Press y to reset, any other key to keep it.",
    .watchNextLocked: "n moves on once {id} passes.",
    .watchAllDone: "Every exercise passes. Congratulations!",
    .watchCheckingPhase: "Checking every exercise of {phase}…",
    .watchPhaseCheckStopped: "A save arrived: the check of all of {phase} was stopped and the watched exercise is checked again. Press c to check the whole phase again.",
    .watchNoHints: "This exercise has no hints in its lesson.",
    .watchNoMoreHints: "(no more hints)",
    .watchAlreadyStarter: "{id} is already the starter; nothing to reset.",
    .watchResetDone: "Reset {id}. Your version is saved in {backup}.",
    .watchResetDoneNoBackup: "Reset {id}. Its folder held no file of yours, so there was nothing to save.",
    .watchResetFailed: "Could not reset {id}: {reason}",
    .watchNoExercises: "This checkout has no exercises to watch.",

    // MARK: Instructor commands (seal, new, grade, verify)
    .sealNothingChanged: "{file}: nothing changed for {count} exercise(s).",
    .sealAdded: "+ added   {path}",
    .sealChanged: "~ changed {path}",
    .sealRemoved: "- removed {path}",
    .sealRecorded: "{file}: {changes} change(s) recorded for {count} exercise(s). Commit it.",
    .newCreated: "Created {id}:",
    .newManifestUpdated: "  ~ Package.swift (added \"{id}\" to the exercise list)",
    .newLessonUpdated: "  ~ {path} (problem {number} under ## 練習問題)",
    .newManualStep: "Do this by hand — {step}",
    .newNext: "Next: replace the placeholder problem, hints, hidden tests and mutants with the real ones, then",
    .newAfterSteps: "(verify runs a new exercise before it is sealed; seal once it passes, and commit Exercises/checksums.sha256)",
    .gradeBuilding: "building {count} exercise(s) with their hidden tests…",
    .gradeWriteFailed: "could not write {path}: {reason}",
    .gradeSummary: "graded {count} exercise(s) in {seconds} s: {pass} pass, {fail} fail, {error} error → {path}",
    .gradeNote: "note: {problem}",
    .reportWrote: "Wrote {page}: {students} students × {exercises} exercises from {files} results files",
    .reportUnreadable: ", {count} could not be read",
    .reportSkipped: ", {count} other files skipped",
    .reportNeedHelp: "{count} may need help (see the top of the page).",
    .reportEveryoneFails: "Everyone fails {exercise}: probably the exercise or the lesson.",
    .reportWroteCSV: "Wrote {csv}: one row per student × exercise, with partial credit.",
    .reportDuplicate:
      "{path}: warning: {count} results for {student} × {exercise} ({paths}); the last one is shown. Pass one format's folder if the class folder holds several.",
    .gradeClassStudent: "[{index}/{count}] grading {student}…",
    .gradeClassStudentDone: "{pass} pass, {fail} fail, {error} error in {seconds} s",
    .gradeClassSummary: "graded {students} students × {exercises} exercise(s) in {seconds} s ({perStudent} s per student): {files} results files in {path}",
    .verifyLintFinished: "verify: lint of {exercises} exercise(s): {problems} problem(s)",
    .verifyRoundStarted: "verify: round {number} ({title}): building and checking {count} exercise(s)…",
    .verifyRoundFinished: "verify: round {number} ({title}) done: build {build} s, round {total} s",
    .verifyDidNotCompile: "verify:   did not compile: {list}",
    .newBadPhase: "The phase must look like phase4, got “{phase}”.",
    .newBadSlug: "The slug must be lowercase letters, digits and single dashes (search-debounce), got “{slug}”.",
    .newFolderExists: "{folder} already exists; pick another slug or edit it by hand.",
    .newNoManifestList: "Package.swift has no `let {list}: [String] = [` list; add \"{id}\", to that list by hand.",
    .newManifestListUnclosed: "Package.swift's exercise list has no closing `]`; add \"{id}\", by hand.",
    .newManifestHasID: "Package.swift already lists \"{id}\".",
    .newBadTitle: "--title must be one non-empty line, e.g. --title \"リトライ\".",
    .newTestWritingSlug: "A test-writing exercise's slug names the feature (rating-buttons), not “{slug}”.",
    .newLessonNoSection: "{lesson} has no `{heading}` section. Add one at the end of the lesson with this problem (renumber it after the others):",
    .newNoLesson: "No lesson Lessons/{phase}-*.md exists. Create it, and add this under its `{heading}` section:",
    .mutateNothingToMutate: "{folder}/ has no .swift files: nothing to mutate",
    .mutateCannotReadSolution: "cannot read the reference solution: {reason}",
    .mutateSolutionProblem: "{problem} — its mutants were not run",
    .mutateNoSolutionVerdict: "the checker gave no verdict for the reference solution",
    .mutateNotWritten: "could not be written to {folder}: {reason}",
    .verifyNoStarterVerdict: "the checker gave no verdict for the starter",
    .verifyNoSolutionVerdict: "the checker gave no verdict for the solution",
    .verifyNoMutantVerdict: "the checker gave no verdict for mutant {name}",
    .usageGradeSubmissionOrClass: "Give either --submission <folder> (one learner) or --class <folder> (one folder per student).",
    .usageGradeReportNeedsClass: "--report writes the class page and needs --class.",
    .usageGradeFormat: "--format must be one of exercism, gradescope, junit; got {format}.",
    .usageTimeout: "--timeout must be between 0 and 3600 seconds, got {timeout}.",
    .usageGradeVisibility: "--visibility must be visible, hidden, after_due_date or after_published.",
    .usageGradeExercise: "--exercise {text} is not an exercise id; write it as phase4/retry.",
    .usageMutateMaxPerExercise: "--max-per-exercise must be at least 1, got {value}.",
    .usageNewKind: "--kind must be feature or tests, got {kind}.",
    .usageMutateMinScore: "--min-score is a fraction between 0 and 1 (e.g. 0.9), got {value}.",
    .lintProblemNoExercise: "problem {number} ({title}) names no exercise: add `<!-- exercise: slug -->` under its heading",
    .lintProblemNoHints: "problem {number} ({title}) has no hints: add a `**ヒント**:` list under it",
    .lintCannotReadManifest: "cannot read Package.swift: {reason}",
    .lintBadExerciseID: "\"{id}\" in `exercises` is not an id like phase4/retry",
    .lintDeclaredTwice: "declared twice in Package.swift's `exercises` list: remove one",
    .lintBadTestWritingID: "\"{id}\" in `testWritingExercises` is not an id like phase2/vote-buttons",
    .lintDeclaredInBothLists: "declared twice in Package.swift (`exercises` and `testWritingExercises`): keep one",
    .lintNoExercisesList: "Package.swift has no `let exercises: [String] = [...]` list",
    .lintNotNamedByLesson: "no lesson problem names this exercise: add `<!-- exercise: {slug} -->` under its problem in the {phase} lesson, or remove {folder}/",
    .lintNamedByMany: "named by {count} problems ({places}): each problem needs its own exercise",
    .lintNamedByPlace: " (named by {place})",
    .lintFolderMissing: "the folder {folder}/ does not exist{place}: create it (`dojo new` scaffolds one) or fix the marker",
    .lintTestWritingInExercises: "a test-writing exercise (it has Tests/) declared in `exercises`: move \"{id}\" to `testWritingExercises`",
    .lintNotInTestWritingList: "not declared in Package.swift's `testWritingExercises` list: add \"{id}\"",
    .lintNoTestsFolder: "declared in `testWritingExercises` but {folder}/ has no Tests/ folder (the tests the learner writes)",
    .lintNotInExercisesList: "not declared in Package.swift's `exercises` list: add \"{id}\"",
    .lintNoSwiftFiles: "{folder}/ has no .swift files: it should hold {what}",
    .lintWhatStarterTests: "the starter tests the learner completes",
    .lintWhatStarter: "the starter",
    .lintWhatReferenceTests: "the reference tests",
    .lintWhatReferenceSolution: "the reference solution",
    .lintWhatGivenFeature: "the given feature",
    .lintWhatHiddenTests: "the hidden tests",
    .lintNoTODO: "the starter has no `TODO`: mark each body the learner must write with `// TODO:`",
    .lintOnlyIn: "only in {folder}/: {files}",
    .lintSameFileNames: "Solution/ and {starter}/ should have the same file names ({parts})",
    .lintStarterNotSealed: "the starter is not sealed in Exercises/checksums.sha256 (`dojo reset` could not restore it): run `dojo seal {id}`",
    .lintStarterDiffers: "the starter differs from its seal in Exercises/checksums.sha256 ({names}): if you changed it on purpose run `dojo seal {id}`, otherwise restore it with `git checkout`",
    .lintMutantsMissing: "{file} is missing: write at least {minimum} mutants",
    .lintCannotRead: "cannot read {file}: {reason}",
    .lintTooFewMutantsOne: "has 1 mutant; every exercise needs at least {minimum} plausible wrong solutions",
    .lintTooFewMutants: "has {count} mutants; every exercise needs at least {minimum} plausible wrong solutions",
    .lintMutantNotWritten: "mutant `{name}` could not be written to .dojo/variants: {reason}",
    .verifyReferenceTestsUnchecked: "the reference tests could not be checked: {detail}",
    .verifyReferenceTestsFail: "the reference tests FAIL against the given feature: {test}{detail}",
    .verifyReferenceTestsNotRun: "the reference tests were not run against the mutants",
    .verifyTestWritingMutantNotRun: "mutant {name} was not run",
    .verifyTestWritingMutantSurvived: "mutant {name} PASSED the reference tests: they do not pin down what it breaks — {what}",
    .verifyStarterPassesProblem: "the starter PASSES the hidden tests: it must leave the work undone (bodies with `// TODO:` returning `.none`), or the tests check too little",
    .verifyStarterDoesNotCompile: "the starter does not compile: {detail}",
    .verifyStarterCrashes: "the starter crashes the hidden tests (a starter must fail cleanly: return `.none`, never `fatalError`): {detail}",
    .verifyStarterTimesOut: "the hidden tests ran out of time on the starter (a starter must fail quickly): {detail}",
    .verifyStarterTampered: "the hidden tests do not match Exercises/checksums.sha256, so nothing was run (after editing an exercise on purpose, run `dojo seal {id}`): {detail}",
    .verifyStarterUnreadable: "the starter cannot be read: {detail}",
    .verifyStarterJudgeNames: "the starter declares names the hidden tests use, so its tests were not run: {detail}",
    .verifyStarterNoReason: "the starter's check ended in an error without a reason",
    .verifySolutionFailsOne: "the reference solution FAILS 1 hidden test{first}",
    .verifySolutionFailsMany: "the reference solution FAILS {count} hidden tests{first}",
    .verifySolutionDoesNotCompile: "the reference solution does not compile: {detail}",
    .verifySolutionCrashes: "the reference solution crashes the hidden tests: {detail}",
    .verifySolutionTimesOut: "the reference solution runs out of time: {detail}",
    .verifySolutionTampered: "the reference solution cannot be checked: the hidden tests differ from their checksums: {detail}",
    .verifySolutionUnreadable: "the reference solution cannot be read: {detail}",
    .verifySolutionJudgeNames: "the reference solution declares names the hidden tests use: {detail}",
    .verifySolutionErrorNoKind: "the reference solution ended in an error: {detail}",
    .verifyMutantCrashNote: "mutant {name} was rejected by a crash rather than a failed expectation",
    .verifyMutantTimeoutNote: "mutant {name} was rejected only by the time limit: a test that fails sooner would be faster",
    .verifyMutantSurvived: "mutant {name} PASSED the hidden tests: they do not pin down what it breaks — {what}",
    .verifyMutantWhatItBreaks: "what this mutant breaks",
    .verifyMutantDoesNotCompile: "mutant {name} does not compile, so it proves nothing: fix its replacement — {detail}",
    .verifyMutantUnchecked: "mutant {name} could not be checked: {detail}",
    .gradeCopyNoSubmission: "The submission folder does not exist.",
    .gradeCopyLeadsOut: "{path} leads out of the submission (a symbolic link) or does not exist; only folders inside the submission are graded.",
    .gradeCopyNoSwift: "{path} holds no .swift files, so there is nothing to build.",
    .gradeCopyTooManyFiles: "{path} holds {count} .swift files; at most {max} are accepted.",
    .gradeCopyTooManyBytes: "{path} holds {count} bytes of Swift; at most {max} are accepted.",
    .gradeCopyLinkLeadsOut: "{path} is a symbolic link that leads out of the submission (or to nothing); only files inside the submission are graded. Put the file itself there instead of the link.",
    .gradeCopyOddName: "\"{path}\" has a control character or an unreadable byte in its name, which the Swift build cannot take. Rename it with letters, digits, \"-\" and \"_\" only.",
    .gradeCopyNotRegular: "{path} is not a regular file (a pipe, socket or device); submit the Swift file itself.",
    .mutationOpNumericLiteral: "a number off by one, or doubled",
    .mutationOpDurationLiteral: "a duration off by one unit, or doubled",
    .mutationOpCancelInFlight: "an earlier effect is no longer cancelled when a new one starts",
    .mutationOpRemoveCancellable: "the effect can no longer be cancelled",
    .mutationOpCancelToNone: "nothing is cancelled",
    .mutationOpMergeConcatenate: "effects run one after another instead of together, or the reverse",
    .mutationOpRemoveStatement: "a step of the reducer is skipped",
    .mutationOpRemoveStateAssignment: "a change to the state is lost",
    .mutationOpNegateCondition: "a condition is the wrong way round",
    .mutationOpEquality: "equal and not equal swapped",
    .mutationOpBoundary: "a boundary is off by one (< vs <=)",
    .mutationOpReturnNone: "the reducer returns no effect",
    .verifyStarterNotRun: "starter not run",
    .verifyStarterFails: "starter fails",
    .verifyStarterPasses: "starter PASSES",
    .verifyStarterErrors: "starter errors",
    .verifySolutionNotRun: "solution not run",
    .verifySolutionPasses: "solution passes",
    .verifySolutionFails: "solution FAILS",
    .verifySolutionErrors: "solution errors",
    .verifyNoMutantsRun: "no mutants run",
    .verifyMutantsNotRun: "mutants not run",
    .verifyMutantsRejected: "{killed}/{count} mutants rejected",
    .verifyMutantRejectedBy: "mutant {name}: rejected by {tests}",
    .verifyTestListMore: "{shown} and {more} more",
    .verifyNote: "note: {note}",
    .verifyCourseHeader: "✗ course (lessons and Package.swift):",
    .verifyRoundsHeader: "{count} round(s) in {seconds} s:",
    .verifyRoundLine: "  {number}. {title}: {count} exercise(s), build {build} s, round {total} s",
    .verifyVerifiedSound: "Verified {count} exercise(s) ({target}): {killed}/{run} mutants rejected by the hidden tests; every exercise is sound.",
    .verifyVerifiedProblems: "Verified {count} exercise(s) ({target}): {killed}/{run} mutants rejected by the hidden tests; fix the problems above.",
    .verifySummary: "verify: {passed} passed, {failed} failed",
    .verifySummaryUnsealed: ", {count} not sealed yet (run `dojo seal`)",
    .roundStarters: "starters",
    .roundSolutions: "solutions",
    .roundMutants: "mutants #{number}",
    .verifyNoteNotSealed: "not sealed yet: once verify passes, run `dojo seal {id}` and commit {checksums} (learners' `dojo check` refuses hidden tests that are not sealed)",
    .verifyNoteUnsealedEdit: "the hidden tests differ from {checksums}{files}; the rounds below ran them as they are now. Once they are right, run `dojo seal {id}` and commit {checksums}: until then learners' `dojo check` refuses them (or undo the edit with `git checkout`).",
    .verifyNoteMutantsNotRun: "its {count} mutants were not run: the reference solution must pass first",
    .mutateListTestWriting: "{id}: a test-writing exercise — its wrong features are Mutants.md's, run by dojo verify",
    .mutateListCount: "{id}: {sample} of {all} mutants",
    .mutatePlanned: "mutate: {mutants} mutant(s) of {exercises} exercise(s)",
    .mutateRoundStarted: "mutate: round {number} ({title}): building and checking {count} exercise(s)…",
    .mutateRoundFinished: "mutate: round {number} ({title}) done: build {build} s, round {total} s",
    .mutateDidNotCompile: "mutate:   did not compile: {list}",
    .mutateKilledScore: "{killed}/{viable} killed ({percent})",
    .mutateNoViable: "no viable mutants",
    .mutateSummary: "mutate: {total} in {count} exercise(s)",
    .mutateSummaryBelow: ", {count} below {percent}",
    .mutateSampled: "{run} of {generated} mutants run",
    .mutateGenerated: "{generated} mutants",
    .mutateDidNotCompileCount: "{count} did not compile",
    .mutateNotRunCount: "{count} not run",
    .mutateSurvived: "    survived: {operator} — {summary} ({place})",
    .mutateKilled: "    killed: {label}{detail}",
    .mutateNotRun: "    not run: {label}{detail}",
    .mutateRoundsHeader: "rounds (one build each):",
    .mutateRejectedBy: "rejected by {tests}",
    .mutateCrashed: "crashed the tests",
    .mutateTimedOut: "ran out of time",
    .mutateNoVerdict: "the checker gave no verdict",
    .gradeUnknownExercise: "{id} is not an exercise of this course. Known: {list}.",
    .gradeNoSources: "The submission holds no exercise sources. Expected folders such as {example}.",
    .gradeNotSubmitted: "{id} was not submitted: expected {shapes} in the submission.",
    .gradePrivateTestsMissing: "The instructor's private hidden tests for {id} are missing: expected {shapes}.",
    .gradePrivateTestsUnusable: "The private hidden tests of {id} could not be used: {reason}",
    .gradeNoVerdict: "The checker gave no verdict for {id}; this is a bug in dojo.",
    .gradeClassOutInside: "The results folder must not be inside the class folder: it would be graded as a student next time.",
    .gradeClassUnreadable: "The class folder does not exist or cannot be read; pass a folder with one folder per student.",
    .gradeClassEmpty: "The class folder holds no student folders; put one folder per student in it.",
    .gradeClassNothingSubmitted: "No student of the class submitted any exercise. Expected folders such as phase1/counter/.",
    .gradeSubmissionMissing: "The submission folder does not exist. Pass the submission's folder (a learner's repository, or a folder of <phase>/<slug>/ sources).",
    .gradeSubmissionNotFolder: "The submission is not a folder. Pass the submission's folder (a learner's repository, or a folder of <phase>/<slug>/ sources).",
    .gradeSubmissionUnreadable: "The submission folder cannot be read (permissions).",

    // MARK: Help
    .helpRoot: "ComposableDojo: lessons and checked exercises for The Composable Architecture.",
    .helpRootDiscussion:
      "`dojo` alone starts `dojo watch` on your current exercise (in a terminal). `--lang ja|en` picks the language of dojo's messages; without it DOJO_LANG, then LC_ALL/LC_MESSAGES/LANG decide (ja* is Japanese, any other locale English; Japanese when none is set).",
    .helpInstructors: "Instructors",
    .helpList: "List the phases, their practice problems and exercise ids.",
    .helpShow: "Show a lesson, or one of its practice problems, in the terminal.",
    .helpCheck: "Check exercises against their hidden tests.",
    .helpHint: "Show the next hint for an exercise (one more each time you ask).",
    .helpNext: "Name the next unsolved exercise and how to read and check it.",
    .helpReset: "Restore an exercise's starter code (your version is backed up first).",
    .helpWatch: "Re-check your current exercise every time you save it.",
    .helpSolution: "Show an exercise's reference solution and how your code differs from it.",
    .helpCheckDiscussion:
      "`dojo check phase4` checks every exercise of phase 4, `dojo check phase4/retry` one, and `dojo check` alone the exercise whose folder you are in, or else the first exercise you have not solved yet (in lesson order); when every exercise passes it says so and exits 0. Unchanged code is answered from a cache in .dojo/cache; the first check builds the package and takes a few minutes.",
    .helpCheckTarget:
      "A phase (phase4) or an exercise (phase4/retry). Default: your current exercise.",
    .helpCheckSolution:
      "Check the reference solutions instead of your files (instructors; fresh clones).",
    .helpJSON:
      "Print the result as JSON.",
    .helpTimeout:
      "Seconds one exercise's hidden tests may run before they are stopped.",
    .helpCheckScratch:
      "The SwiftPM build folder to use (default: .build, the one `swift build` uses).",
    .helpNoCache:
      "Build and run even when a cached verdict for the same code exists, and file the new verdict in its place.",
    .helpCheckExerciseSources:
      "Build an exercise from another folder inside the checkout: <id>=<folder> (a submission, a mutant).",
    .helpCheckHiddenTests:
      "Take an exercise's hidden tests from another folder inside the checkout: <id>=<folder>. They are still compared with the sealed checksums.",
    .checkSolutionOrSources: "Use either --solution or --exercise-sources, not both.",
    .helpHintDiscussion:
      "Hints come from the problem's hint list in its lesson. Each call reveals one more and remembers how many you have seen (in .dojo/progress.json); --all shows every hint at once. Without an exercise: the one whose folder you are in, or else your current exercise.",
    .helpExerciseCurrent:
      "The exercise, e.g. phase4/retry (or just retry). Default: your current exercise.",
    .helpHintAll:
      "Show every hint at once.",
    .helpListDiscussion:
      "Run inside a ComposableDojo checkout. `--json` prints the same as JSON.",
    .helpListJSON:
      "Print JSON instead of text.",
    .helpShowDiscussion:
      "PHASE is `phase4`, `4` or the file name `phase4-effects`; an exercise id such as `phase4/retry` shows its problem. Colour is used on a terminal unless NO_COLOR is set; piped output is plain text.",
    .helpShowPhase:
      "The phase: phase4, 4, or phase4-effects (or an exercise id, phase4/retry).",
    .helpShowProblem:
      "Show only practice problem N of the lesson.",
    .helpShowHints:
      "Show the practice problems' hints in full (otherwise one line says how many there are and how `dojo hint` reveals them one at a time).",
    .helpResetDiscussion:
      "Your current Exercises/<phase>/<slug>/Sources folder is copied to .dojo/backups/<phase>/<slug>/<time>/ before the starter is written back. The starter is the sealed version from git history, so this needs a git clone of the course.",
    .helpExercise:
      "The exercise, e.g. phase4/retry (or just retry).",
    .helpResetYes:
      "Reset without asking for confirmation.",
    .helpWatchDiscussion:
      "Keys: h next hint · n next exercise (once this one passes) · l list · c check the whole phase · r reset to the starter (asks first, backs up your file) · q quit. Ctrl-C also quits and restores the terminal. Saves are noticed through inotify on Linux, with polling taking over by itself when events do not arrive (network mounts); --poll forces polling. `dojo` alone, in a terminal, starts this on your current exercise.",
    .helpWatchExercise:
      "The exercise to watch (phase4/retry). Default: your current exercise.",
    .helpWatchPoll:
      "Notice saves by polling file times and sizes instead of inotify.",
    .helpWatchPollInterval:
      "Milliseconds between polls.",
    .helpScratch:
      "The SwiftPM build folder to use (default: .build).",
    .helpSolutionDiscussion:
      "Once `dojo check` has passed an exercise, this shows its reference solution (Exercises/<phase>/<slug>/Solution) and a unified diff from your files to it. Before a pass it asks for confirmation, since it gives the answer away; without a terminal it refuses unless --yes is given. Without an exercise: the one whose folder you are in, or else the one you checked last.",
    .helpSolutionExercise:
      "The exercise, e.g. phase4/retry (or just retry). Default: the one you checked last.",
    .helpSolutionYes:
      "Show it without asking, even before a pass.",
  ]
}
