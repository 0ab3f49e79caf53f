// `import Composable` alone gives a learner everything an exercise needs, as TCA's single import does.
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import IssueReporting
// `@ObservableState` conforms states to `Observation.Observable`; tests observe with
// `withObservationTracking`.
@_exported import Observation
@_exported import DependenciesMacros
