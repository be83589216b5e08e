import Foundation
import ImageFiles
import Media
import Raster
@testable import Verification
import Testing

@Suite struct VerificationHashTests {
    // Digests from FIPS 180-4's examples and the well-known empty-message value.
    @Test func sha256KnownVectors() {
        #expect(SHA256.hex(of: Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func streamingEqualsOneShot() {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for split in [0, 1, 55, 56, 63, 64, 65, 500, 999, 1000] {
            var h = SHA256()
            h.update(Array(message[..<split]))
            h.update(Array(message[split...]))
            #expect(SHA256.hexString(h.finalize()) == SHA256.hex(of: message), "split at \(split)")
        }
    }

    /// The goldens are PNGs (straight alpha): premultiplied → straight →
    /// premultiplied must give back every byte, or translucent pixels could
    /// never verify exactly.
    @Test func pngRoundTripKeepsPremultipliedBytes() throws {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> UInt8 { state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: state >> 33) }
        // Every alpha, with random premultiplied channels ≤ alpha.
        let p = makePixmap(width: 256, height: 16) { x, y in
            let a = UInt8(x)
            func c() -> UInt8 { a == 0 ? 0 : UInt8(Int(next()) % (Int(a) + 1)) }
            return RGBA8(r: c(), g: c(), b: c(), a: a)
        }
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("p.png")
        try Data(pngData(p)).write(to: url)
        let back = try decodeImage(at: url)
        #expect(back == p)
        #expect(back.sha256 == p.sha256)
    }
}
