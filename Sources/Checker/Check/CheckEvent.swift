import Curriculum

/// What a check is doing, for progress displays (a spinner on a terminal, plain lines otherwise).
public enum CheckEvent: Sendable, Equatable {
  /// A verdict came from the cache, without building or running anything.
  case cached(ExerciseVerdict)
  /// Another dojo process is building or testing in the same scratch folder; this check waits
  /// for it to finish.
  case waitingForBuildFolder
  /// The checkout was moved (or copied) since its build folder was last built, from this root
  /// when known: SwiftPM rebuilds everything for the new paths, which takes minutes. Sent before
  /// that build starts, so the learner knows why it is slow (P13).
  case checkoutMoved(from: String?)
  /// The build folder had been made for another location of the checkout; its stale module
  /// cache was cleared before building again. The text is the one line that says so.
  case buildFolderRepaired(BuildFolderRepair.Repair)
  /// SwiftPM started building these exercises' hidden tests.
  case buildStarted([ExerciseID])
  /// A line of SwiftPM's `[n/m]` progress.
  case buildProgress(BuildProgressLine)
  /// The build ended; the exercises listed failed to compile and were left out.
  case buildFinished(failed: [ExerciseID])
  /// The hidden tests of one exercise started running.
  case testsStarted(ExerciseID)
  /// The learner's own tests (`Exercises/<id>/Tests`) of these exercises started building, after
  /// their hidden verdicts were settled.
  case ownTestsStarted([ExerciseID])
  /// The learner's own tests of one exercise started running.
  case ownTestsRunning(ExerciseID)
  /// These exercises' files were written while they were being checked: their verdicts are
  /// dropped and the check starts over for them.
  case inputsChanged([ExerciseID])
  /// One exercise's verdict is final.
  case verdict(ExerciseVerdict)
}

/// Receives ``CheckEvent``s; called from any thread, so it must be thread-safe.
public typealias CheckObserver = @Sendable (CheckEvent) -> Void
