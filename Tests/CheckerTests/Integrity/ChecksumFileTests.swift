import Testing

@testable import Checker

@Suite("Checksum file")
struct ChecksumFileTests {
  let digestA = String(repeating: "a", count: 64)
  let digestB = String(repeating: "0123456789abcdef", count: 4)

  @Test("writes sha256sum's format, sorted by path")
  func writesSorted() {
    let file = ChecksumFile(entries: [
      "phase4/retry/Sources/RetryFeature.swift": digestB,
      "phase1/counter/HiddenTests/CounterTests.swift": digestA,
    ])
    #expect(
      file.text == """
        \(digestA)  phase1/counter/HiddenTests/CounterTests.swift
        \(digestB)  phase4/retry/Sources/RetryFeature.swift

        """)
  }

  @Test("reads what it writes, binary-mode lines and CRLF too")
  func roundTrip() throws {
    let file = ChecksumFile(entries: ["a/b/HiddenTests/X.swift": digestA, "a/b/Sources/Y Z.swift": digestB])
    #expect(try ChecksumFile.parse(file.text) == file)
    let other = try ChecksumFile.parse("\(digestA.uppercased()) *a/b/HiddenTests/X.swift\r\n\n")
    #expect(other.entries == ["a/b/HiddenTests/X.swift": digestA])
  }

  @Test("names the first malformed line")
  func malformed() {
    #expect(throws: ChecksumFileError.malformedLine(2, text: "not a checksum")) {
      try ChecksumFile.parse("\(digestA)  ok.swift\nnot a checksum\n")
    }
    #expect(throws: ChecksumFileError.malformedLine(1, text: "\(digestA) one-space.swift")) {
      try ChecksumFile.parse("\(digestA) one-space.swift\n")
    }
  }
}
