// swift-tools-version: 6.1
// A package outside ComposableDojo, written as a learner's app would be: features and tests in TCA
// 1.x's documented spelling, with `import ComposableArchitecture` changed to `import Composable`.
// `Scripts/test` builds it and runs its tests.

import Foundation
import PackageDescription

/// A path dependency's identity is the name of its folder, which depends on where the checkout
/// was cloned; the product reference below must use that same name.
let dojoRoot = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent()
let dojoIdentity = dojoRoot.lastPathComponent.lowercased()

let package = Package(
  name: "TCASpelling",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: dojoRoot.path),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [.product(name: "Composable", package: dojoIdentity)]
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: [
        "Features",
        .product(name: "Composable", package: dojoIdentity),
        // Makes TestStore failures reach Swift Testing on Linux (see Composable's DocC article ComposableVsTCA, TestStore).
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ]
)
