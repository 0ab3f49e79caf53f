// `import Composable` alone gives a learner everything an exercise needs, as TCA's single import does.
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import DependenciesMacros
