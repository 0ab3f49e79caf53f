import Foundation

/// `<package root>/.build/dojo-test-output/<name>`: where tests keep what a person may want to
/// open after the run (a rendered page, a screenshot). Created on first use.
public func testOutputFolder(_ name: String) throws -> URL {
  let root = URL(fileURLWithPath: #filePath)  // Tests/DojoTestSupport/TestOutputFolder.swift
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let folder = root.appendingPathComponent(".build/dojo-test-output/\(name)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}
