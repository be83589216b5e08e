// Metal shader effects against pixels worked out by hand from the shader
// source and Apple's documented contract: `position` is in the view's own
// coordinates, `color` and returned colors are premultiplied, a
// distortion's returned point is where the pixel takes its color from, and
// `layer.sample` interpolates linearly between pixel centres.
import AnimGen
import Testing

@Suite struct ShaderChecks {
    @Test func aColorEffectSeesPositionsInTheViewsOwnCoordinates() throws {
        // The card is (20, 20) 100 × 40; bands of 10 from its own left edge, even ones blue.
        let picture = try render(StripedCard(), scale: 1)
        #expect(matches(picture.at(25, 40), 0, 0, 255, within: 0))    // local x 5: band 0
        #expect(matches(picture.at(35, 40), 255, 0, 0, within: 0))    // local x 15: band 1
        #expect(matches(picture.at(105, 40), 0, 0, 255, within: 0))   // local x 85: band 8
        #expect(matches(picture.at(115, 40), 255, 0, 0, within: 0))   // local x 95: band 9
        #expect(picture.isClear(10, 40) && picture.isClear(60, 10))
    }

    @Test func boundingRectIsTheViewsOwnRect() throws {
        // The card's pixel centre at local x 25.5 of 100 keeps 25.5 % of white (premultiplied 65).
        let picture = try render(FadingCard(), scale: 1)
        let p = picture.at(55, 10)
        #expect(abs(Int(p.a) - 65) <= 1 && p.r == p.a)
        #expect(abs(Int(picture.at(129, 10).a) - 254) <= 1)
        #expect(picture.isClear(20, 10))
    }

    @Test func aDistortionTakesEachPixelFromTheReturnedPoint() throws {
        // Blue from y = 50 down; each pixel is sampled at y + 10·sin(2πx/40).
        let picture = try render(WavingEdge(), scale: 1)
        // Column 10 (x = 10.5, sin ≈ +0.997): the edge rises to y ≈ 40.
        #expect(picture.isClear(10, 39) && picture.isOpaque(10, 41))
        // Column 30 (sin ≈ −0.997): the edge sinks to y ≈ 60.
        #expect(picture.isClear(30, 58) && picture.isOpaque(30, 60))
        // Column 20 (sin ≈ −0.0785): row 50 samples y = 49.7, 21.5 % into the blue row.
        #expect(abs(Int(picture.at(20, 50).a) - 55) <= 2)
        // Near the bottom, column 10 samples below the view, where its layer is clear.
        #expect(picture.isClear(10, 95))
    }

    @Test func aLayerEffectSamplesTheLayerBilinearly() throws {
        // 20-point cells sample their centres; the cell over the seam samples x = 50.0 exactly,
        // halfway between a red pixel centre (49.5) and a blue one (50.5).
        let picture = try render(PixellatedHalves(), scale: 1)
        #expect(matches(picture.at(45, 10), 128, 0, 128, within: 1))
        #expect(matches(picture.at(55, 30), 128, 0, 128, within: 1))
        #expect(matches(picture.at(30, 10), 255, 0, 0, within: 0))
        #expect(matches(picture.at(70, 10), 0, 0, 255, within: 0))
    }

    @Test func aShaderFillsAShapeInItsOwnCoordinates() throws {
        // The circle's square is (20, 20) 100 × 100; cells of 10 from its corner.
        let picture = try render(CheckeredBall(), scale: 1)
        #expect(matches(picture.at(25, 70), 0, 0, 255, within: 0))    // cell (0, 5): odd
        #expect(matches(picture.at(35, 70), 255, 0, 0, within: 0))    // cell (1, 5): even
        #expect(matches(picture.at(70, 25), 0, 0, 255, within: 0))    // cell (5, 0): odd
        #expect(picture.isClear(22, 22))                               // outside the circle
    }

    @Test func aFloatArrayArrivesAsPointerAndCount() throws {
        let picture = try render(ShaderBars(), scale: 1)
        #expect(matches(picture.at(15, 85), 0, 128, 0, within: 1) && picture.isClear(15, 75))
        #expect(matches(picture.at(45, 45), 0, 128, 0, within: 1) && picture.isClear(45, 35))
        #expect(matches(picture.at(75, 5), 0, 128, 0, within: 1))
    }

    @Test func aCanvasColorShaderFilterRunsOnEachDrawing() throws {
        // Orange (255, 128, 0) inverted is (0, 127, 255); the clear background stays clear.
        let picture = try render(InvertedCanvas(), scale: 1)
        #expect(matches(picture.at(30, 30), 0, 127, 255, within: 1))
        #expect(picture.isClear(5, 5))
    }

    @Test func visualEffectShadersReadEachViewsFrame() throws {
        let picture = try render(BandedRows(), scale: 1)
        #expect(matches(picture.at(5, 5), 0, 0, 255, within: 0) && matches(picture.at(15, 5), 255, 0, 0, within: 0))
        #expect(matches(picture.at(15, 15), 0, 0, 255, within: 0) && matches(picture.at(35, 15), 255, 0, 0, within: 0))
    }

    @Test func anUnknownFunctionIsAClearError() throws {
        let error = #expect(throws: (any Error).self) { try render(MisspelledShader(), scale: 1) }
        let message = error.map { String(describing: $0) } ?? ""
        #expect(message.contains("'stripess'") && message.contains("stripes"), "\(message)")
    }

    @Test func compileChecksTheUsage() async throws {
        let shader = effects.stripes(.float(10), .color(.blue))
        try await shader.compile(as: .colorEffect)
        await #expect(throws: (any Error).self) { try await shader.compile(as: .distortionEffect) }
    }
}
