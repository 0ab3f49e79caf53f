import Testing

@testable import Checker

@Suite("SHA-256")
struct SHA256Tests {
  @Test("matches the FIPS 180-4 test vectors")
  func knownVectors() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      SHA256.hex(
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
  }

  @Test("a million 'a's")
  func millionA() {
    #expect(
      SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("feeding in pieces of any size gives the same digest as feeding at once")
  func incremental() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    for split in [0, 1, 55, 56, 63, 64, 65, 500, 999] {
      var hasher = SHA256()
      hasher.update(bytes[..<split])
      hasher.update(bytes[split...])
      #expect(hasher.finalizeHex() == SHA256.hex(bytes), "split at \(split)")
    }
  }

  @Test("non-ASCII text hashes its UTF-8 bytes")
  func utf8() {
    #expect(SHA256.hex("リトライ") == SHA256.hex(Array("リトライ".utf8)))
    #expect(SHA256.hex("リトライ") != SHA256.hex("リトライ "))
  }
}
