/// Every text `dojo` shows a learner, by name. Each case has one entry in every catalogue
/// (`Catalogue/English.swift`, `Catalogue/Japanese.swift`) with the same `{placeholders}`.
///
/// Grouped by where the text appears; the catalogues follow the same order.
public enum MessageKey: String, CaseIterable, Sendable, Codable {
  // MARK: Shared
  case errorPrefix
  case warningPrefix
  case didYouMean
  case timeoutRange

  // MARK: Naming an exercise or a phase
  case targetUnknownExercise
  case targetExerciseList
  case targetUnknownPhase
  case targetPhaseList
  case targetNothingLeft
  case targetNotExercisePath
  case argumentPhaseGiven
  case notInCheckout
  case fileUnreadable
  case lessonUnknown
  case lessonNone
  case lessonList
  case problemUnknownExercise
  case problemNoExercises
  case problemExerciseList
  case problemNoneInLesson
  case problemUnknownNumber

  // MARK: Progress file
  case progressUnreadableMoved
  case progressUnreadableKept
  case progressCannotSave

  // MARK: dojo check: the report
  case checkTestsPassed
  case checkTestsFailed
  case checkTestWritingCounts
  case checkErrorKind
  case checkKindUnknown
  case kindCompile
  case kindCrash
  case kindTimeout
  case kindTamper
  case kindSubmission
  case kindJudge
  case checkStuck
  case checkMoreLines
  case checkSolutionOffer
  case checkNotRun
  case checkPrinted
  case checkPrintedMore
  case checkWarnings
  case checkMoreWarnings

  // MARK: Verdicts
  case verdictLaunchFailed
  case verdictCrashBeforeReport
  case verdictCrashDuring
  case verdictCrashAt
  case verdictCrashAdvice
  case verdictStackOverflow
  case verdictStackOverflowAt
  case verdictStackOverflowAdvice
  case verdictNoTestRan
  case verdictIncompleteRun
  case workspaceSpecialFile
  case workspaceFolderMissing
  case workspaceNoSwiftFiles
  case workspaceNoSwiftFilesRestore
  case usageLead
  case usageHelpHint
  case buildFailsAlone
  case buildLearnerCode
  case buildFailedInFiles
  case buildHiddenTestsNoLongerCompile
  case buildFailedOutside
  case buildDiskFull
  case buildStalled
  case buildFileSizeLimit
  case buildPermissionDenied
  case verdictJudgeNames
  case verdictJudgeNamesAdvice
  case verdictInconsistentReport
  case testNotReported
  case verdictTimeoutBeforeAnyTest
  case verdictTimeoutWhileRunning
  case verdictTimeoutAdvice
  case verdictTimeoutIdle
  case verdictTimeoutBusy
  case testStillRunning
  case testCrashed
  case testNotRunAfterTimeout
  case testNotRunAfterCrash
  case testAtLearnerCode
  case testAt
  case adviceReceiveTimedOut
  case adviceInFlightAtEnd
  case adviceEffectStillRunning

  // MARK: Test-writing exercises (the learner writes the tests)
  case testWritingNoTestsName
  case testWritingNoTests
  case testWritingAssertsNothingName
  case testWritingAssertsNothing
  case testWritingNoTestRan
  case testWritingFailsOnFeature
  case testWritingMutantName
  case testWritingMutantMissed

  // MARK: Changed hidden tests
  case tamperNoChecksums
  case tamperNotSealed
  case tamperDiffers
  case tamperChanged
  case tamperMissing
  case tamperExtra
  case tamperAdvice
  case tamperFeatureDiffers
  case tamperFeatureAdvice

  // MARK: dojo check: while it works
  case progressWaiting
  case progressInputsChanged
  case progressBuilding
  case progressStillBuilding
  case progressFirstBuildLong
  case progressFirstBuildShort
  case progressRunning

  // MARK: dojo hint
  case hintNone
  case hintNoMore
  case hintLabel
  case hintMoreOne
  case hintMoreMany
  case hintLast
  case hintCheckAgain
  case hintNoLesson
  case hintNothingLeft

  // MARK: dojo next
  case nextNoExercises
  case nextAllDone
  case nextRevisit
  case nextStatusNew
  case nextStatusFail
  case nextStatusError
  case nextStatusPass
  case nextHeadline
  case nextLesson
  case nextEdit
  case nextRead
  case nextCheck
  case nextStuck
  case nextProgress

  // MARK: dojo list and dojo show
  case listNoProblems
  case listNoMarker
  case listNoLessons
  case listLessonProblems
  case showExercise
  case showNoMarker
  case showHintCount

  // MARK: dojo reset
  case resetAlreadyPristine
  case resetPlanTitle
  case resetPlanBackup
  case resetPlanNothingToBackUp
  case resetPlanRestore
  case resetPlanRemove
  case resetConfirm
  case resetSaved
  case resetDone
  case resetNeedsConfirmation
  case resetDeclined
  case resetGitUnavailable
  case resetBackupFailed
  case resetChecksumsMissing
  case resetNotSealed
  case resetNoPristineVersion

  // MARK: dojo solution
  case solutionHeader
  case solutionNote
  case solutionDiffHeader
  case solutionSame
  case solutionOnlyYours
  case solutionOnlyReference
  case solutionMissing
  case solutionConfirm
  case solutionNeedsTerminal
  case solutionDeclined
  case solutionNameOne

  // MARK: dojo watch
  case watchEdit
  case watchEditPolling
  case watchFirstCheck
  case watchWaiting
  case watchPass
  case watchFail
  case watchError
  case watchRechecking
  case watchFirstFailure
  case watchMoreLines
  case watchKeyHint
  case watchKeyNext
  case watchKeyList
  case watchKeyPhase
  case watchKeyReset
  case watchKeyQuit
  case watchResetCancelled
  case watchResetQuestion
  case watchNextLocked
  case watchAllDone
  case watchCheckingPhase
  case watchNoHints
  case watchNoMoreHints
  case watchAlreadyStarter
  case watchResetDone
  case watchResetDoneNoBackup
  case watchResetFailed
  case watchNoExercises

  // MARK: Instructor commands (seal, new, grade, verify)
  case sealNothingChanged
  case sealAdded
  case sealChanged
  case sealRemoved
  case sealRecorded
  case newCreated
  case newManifestUpdated
  case newLessonUpdated
  case newManualStep
  case newNext
  case newAfterSteps
  case gradeBuilding
  case gradeWriteFailed
  case gradeSummary
  case gradeNote
  case gradeClassStudent
  case gradeClassStudentDone
  case gradeClassSummary
  case verifyLintFinished
  case verifyRoundStarted
  case verifyRoundFinished
  case verifyDidNotCompile
  case reportWrote
  case reportUnreadable
  case reportSkipped
  case reportNeedHelp
  case reportWroteCSV
  case reportDuplicate

  // MARK: Help
  case helpRoot
  case helpRootDiscussion
  case helpInstructors
  case helpList
  case helpShow
  case helpCheck
  case helpHint
  case helpNext
  case helpReset
  case helpWatch
  case helpSolution
  case helpCheckDiscussion
  case helpCheckTarget
  case helpCheckSolution
  case helpJSON
  case helpTimeout
  case helpCheckScratch
  case helpNoCache
  case helpCheckExerciseSources
  case helpCheckHiddenTests
  case checkSolutionOrSources
  case helpHintDiscussion
  case helpExerciseCurrent
  case helpHintAll
  case helpListDiscussion
  case helpListJSON
  case helpShowDiscussion
  case helpShowPhase
  case helpShowProblem
  case helpShowHints
  case helpResetDiscussion
  case helpExercise
  case helpResetYes
  case helpWatchDiscussion
  case helpWatchExercise
  case helpWatchPoll
  case helpWatchPollInterval
  case helpScratch
  case helpSolutionDiscussion
  case helpSolutionExercise
  case helpSolutionYes
}
