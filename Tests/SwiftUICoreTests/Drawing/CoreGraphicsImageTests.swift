// CoreGraphics shadows, images, bitmap contexts, patterns and colour
// spaces drawn through withCGContext, against Apple's pages: shadow
// offsets are in base space (the current matrix does not scale them) and
// default to black at 1/3 alpha; `draw(_:in:)` puts an image's top row at
// the rectangle's maximum y (so, in a y-down context, upside down); a
// bitmap context's origin is its bottom-left corner.
import Foundation
import Testing
import SwiftUICore
import Raster

/// A 2 × 2 RGBA8 image: top row red, green; bottom row blue, white.
private func quad(_ info: CGImageAlphaInfo = .premultipliedLast) -> CGImage {
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
    return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: info.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
}

@Suite struct CoreGraphicsShadowTests {
    @Test func shadowOffsetIsInBaseSpaceNotThroughTheMatrix() throws {
        // Scale 2: the rect (5, 5, 10, 10) covers pixels 10…30; the shadow
        // moves (10, 10) pixels (not 20), so it covers 20…40.
        let p = try renderContext(60, 60) { ctx, _ in
            ctx.withCGContext { cg in
                cg.scaleBy(x: 2, y: 2)
                cg.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                cg.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            }
        }
        #expect(px(p, 20, 20) == [255, 0, 0, 255])
        #expect(px(p, 35, 35) == [0, 0, 255, 255] && px(p, 25, 35) == [0, 0, 255, 255])
        #expect(px(p, 45, 45) == [0, 0, 0, 0] && px(p, 41, 30) == [0, 0, 0, 0])
    }

    @Test func defaultShadowIsBlackAtAThirdAndRestoreTurnsItOff() throws {
        let p = try renderContext(60, 30) { ctx, _ in
            ctx.withCGContext { cg in
                cg.saveGState()
                cg.setShadow(offset: CGSize(width: 5, height: 0), blur: 0)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.restoreGState()
                cg.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
            }
        }
        // 1/3 · 255 = 85.
        #expect(near(px(p, 12, 5), [0, 0, 0, 85], 1))
        #expect(px(p, 42, 5) == [0, 0, 0, 0])
        let q = try renderContext(30, 30) { ctx, _ in
            ctx.withCGContext { cg in
                cg.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: nil)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        #expect(px(q, 12, 5) == [0, 0, 0, 0])
    }

    @Test func blurredShadowSpreadsAsAGaussian() throws {
        // A half-plane edge blurred with σ = blur / 2 = 2: the shadow's alpha
        // 3 σ beyond the edge is under 1 %, at the edge about half.
        let p = try renderContext(80, 40) { ctx, _ in
            ctx.withCGContext { cg in
                cg.setShadow(offset: CGSize(width: 0, height: 20), blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                cg.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
            }
        }
        // Shadow covers x < 40 from y 20…30; column 40 is at its right edge.
        let mid = Double(px(p, 20, 25)[3]), edge = Double(px(p, 40, 25)[3]), far = Double(px(p, 47, 25)[3])
        #expect(mid >= 250 && abs(edge - 255 * (1 - normalCDF(0.5 / 2))) <= 12 && far <= 4)
    }
}

@Suite struct CoreGraphicsImageTests {
    @Test func imagesDrawWithTheirTopRowAtTheRectsMaximumY() throws {
        let p = try renderContext(40, 20) { ctx, _ in
            ctx.withCGContext { cg in
                cg.interpolationQuality = .none
                // As it is: y points down here, so the image is upside down.
                cg.draw(quad(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
                // The usual flip: upright.
                cg.translateBy(x: 0, y: 20)
                cg.scaleBy(x: 1, y: -1)
                cg.draw(quad(), in: CGRect(x: 20, y: 0, width: 20, height: 20))
            }
        }
        #expect(px(p, 5, 15) == [255, 0, 0, 255] && px(p, 15, 15) == [0, 255, 0, 255])
        #expect(px(p, 5, 5) == [0, 0, 255, 255] && px(p, 15, 5) == [255, 255, 255, 255])
        #expect(px(p, 25, 5) == [255, 0, 0, 255] && px(p, 35, 5) == [0, 255, 0, 255])
        #expect(px(p, 25, 15) == [0, 0, 255, 255] && px(p, 35, 15) == [255, 255, 255, 255])
    }

    @Test func byteLayoutsDecodeToTheSameColours() throws {
        // BGRA in memory (32-bit little-endian words, alpha first), and
        // straight alpha: (255, 0, 0) at alpha 128 premultiplies to 128.
        let bgra: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 128]
        let image = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(rawValue: CGBitmapInfo.byteOrder32Little.rawValue
                                                                  | CGImageAlphaInfo.first.rawValue),
                                         provider: CGDataProvider(data: Data(bgra))!, decode: nil,
                                         shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.pixmap.pixel(x: 0, y: 0) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image.pixmap.pixel(x: 1, y: 0) == RGBA8(r: 0, g: 128, b: 0, a: 128))
        // Gray, 8 bits: one byte a pixel.
        let gray = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                        provider: CGDataProvider(data: Data([0, 200]))!, decode: nil,
                                        shouldInterpolate: true, intent: .defaultIntent))
        #expect(gray.pixmap.pixel(x: 1, y: 0) == RGBA8(r: 200, g: 200, b: 200, a: 255))
        // Too few bytes, or 16 bits per component: nil, as CoreGraphics returns.
        #expect(CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: 1),
                        provider: CGDataProvider(data: Data(count: 10))!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    @Test func bitmapContextsPointUpAndMakeImages() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        var buffer = [UInt8](repeating: 0, count: 4 * 4 * 4)
        let image: CGImage? = buffer.withUnsafeMutableBytes { raw in
            guard let cg = CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                     space: space, bitmapInfo: CGBitmapInfo.byteOrder32Little.rawValue
                                        | CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 1))   // the bottom row
            return cg.makeImage()
        }
        let made = try #require(image)
        #expect(made.width == 4 && made.height == 4)
        #expect(made.pixmap.pixel(x: 2, y: 3) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(made.pixmap.pixel(x: 2, y: 0).a == 0)
        // The caller's buffer: BGRA, top row first, so the red row is the last.
        #expect(Array(buffer[48..<52]) == [0, 0, 255, 255] && Array(buffer[0..<4]) == [0, 0, 0, 0])
        // Drawn back through withCGContext, flipped: upright again.
        let p = try renderContext(4, 4) { ctx, _ in
            ctx.withCGContext { cg in
                cg.translateBy(x: 0, y: 4)
                cg.scaleBy(x: 1, y: -1)
                cg.draw(made, in: CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        #expect(px(p, 1, 3) == [255, 0, 0, 255] && px(p, 1, 0) == [0, 0, 0, 0])
    }

    @Test func clipToMaskKeepsWhereTheGrayIsWhite() throws {
        // A 2 × 1 gray mask (white, black) over (0, 0, 20, 10).
        let mask = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: 0),
                                        provider: CGDataProvider(data: Data([255, 0]))!, decode: nil,
                                        shouldInterpolate: false, intent: .defaultIntent))
        let p = try renderContext(20, 10) { ctx, _ in
            ctx.withCGContext { cg in
                cg.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            }
        }
        #expect(px(p, 3, 5) == [0, 0, 0, 255] && px(p, 16, 5) == [0, 0, 0, 0])
    }

    @Test func imageOfACGImageKeepsItsPixels() throws {
        let p = try renderContext(2, 2) { ctx, _ in
            ctx.draw(Image(decorative: quad(), scale: 1), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(px(p, 0, 0) == [255, 0, 0, 255] && px(p, 1, 1) == [255, 255, 255, 255])
        let turned = Image.oriented(quad().pixmap, .right)   // a quarter turn clockwise
        #expect(turned.pixel(x: 1, y: 0) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(turned.pixel(x: 0, y: 0) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}

@Suite struct CoreGraphicsPatternAndColorTests {
    @Test func colouredPatternsRepeatTheirCell() throws {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cg in
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }, releaseInfo: nil)
        let pattern = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
                                             xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: true,
                                             callbacks: &callbacks))
        let p = try renderContext(40, 40) { ctx, _ in
            ctx.withCGContext { cg in
                cg.scaleBy(x: 3, y: 3)   // patterns live in base space: no effect on the cells
                cg.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
                let alpha: [CGFloat] = [1]
                cg.setFillPattern(pattern, colorComponents: alpha)
                cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            }
        }
        #expect(px(p, 2, 2) == [255, 0, 0, 255] && px(p, 12, 22) == [255, 0, 0, 255] && px(p, 32, 32) == [255, 0, 0, 255])
        #expect(px(p, 7, 2) == [0, 0, 0, 0] && px(p, 12, 17) == [0, 0, 0, 0])
    }

    @Test func colourSpacesBringComponentsIntoSRGB() throws {
        let linear = try #require(CGColorSpace(name: CGColorSpace.linearSRGB))
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        let p = try renderContext(40, 10) { ctx, _ in
            ctx.withCGContext { cg in
                // Linear 0.5 → sRGB 0.7354 (187.5).
                cg.setFillColor(CGColor(colorSpace: linear, components: [0.5, 0.5, 0.5, 1])!)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                // Generic gray 2.2: 0.5^2.2 = 0.2176 linear → sRGB 0.5044 (128.6).
                cg.setFillColor(CGColor(gray: 0.5, alpha: 1))
                cg.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
                // Device gray: as given (127.5).
                cg.setFillColor(gray: 0.5, alpha: 1)
                cg.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
                // Extended sRGB beyond 1 is clamped by the 8-bit pixels.
                cg.setFillColor(CGColor(colorSpace: extended, components: [1.4, -0.2, 0.5, 1])!)
                cg.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
            }
        }
        #expect(near(px(p, 5, 5), [187.5, 187.5, 187.5, 255], 1))
        #expect(near(px(p, 15, 5), [128.6, 128.6, 128.6, 255], 1))
        #expect(near(px(p, 25, 5), [127.5, 127.5, 127.5, 255], 0.5))
        #expect(near(px(p, 35, 5), [255, 0, 127.5, 255], 0.5))
        #expect(CGColor(gray: 0.5, alpha: 1).colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
        #expect(CGColorSpace(name: "no such space") == nil)
    }
}

@Suite struct CoreGraphicsUncolouredPatternTests {
    @Test func uncolouredPatternsPaintTheirCellsShapeInTheGivenColour() throws {
        // The cell paints in black; the pattern space's base is device RGB
        // and the components (0, 0, 1, 1) make the shape blue. Stroked too.
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cg in
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }, releaseInfo: nil)
        let pattern = try #require(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 8, height: 8), matrix: .identity,
                                             xStep: 8, yStep: 8, tiling: .noDistortion, isColored: false,
                                             callbacks: &callbacks))
        let blue: [CGFloat] = [0, 0, 1, 1]
        let p = try renderContext(32, 32) { ctx, _ in
            ctx.withCGContext { cg in
                cg.setFillColorSpace(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!)
                cg.setFillPattern(pattern, colorComponents: blue)
                cg.fill(CGRect(x: 0, y: 0, width: 16, height: 32))
                cg.setStrokeColorSpace(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!)
                cg.setStrokePattern(pattern, colorComponents: blue)
                cg.setLineWidth(8)
                cg.strokeLineSegments(between: [CGPoint(x: 24, y: 0), CGPoint(x: 24, y: 32)])
            }
        }
        #expect(px(p, 1, 1) == [0, 0, 255, 255] && px(p, 9, 9) == [0, 0, 255, 255] && px(p, 5, 1) == [0, 0, 0, 0])
        // The stroke covers x 20…28: the empty right half of the cells at 16, the full left half of those at 24.
        #expect(px(p, 25, 17) == [0, 0, 255, 255] && px(p, 21, 17) == [0, 0, 0, 0] && px(p, 25, 21) == [0, 0, 0, 0])
        #expect(px(p, 17, 17) == [0, 0, 0, 0] && px(p, 29, 17) == [0, 0, 0, 0])
    }
}

@Suite struct CoreGraphicsTransparencyLayerTests {
    @Test func aLayerIsCompositedAsOneObjectWithTheAlphaAndShadowInForce() throws {
        // Two overlapping opaque squares in a layer at alpha 0.5: the
        // overlap is not darker (one object), and the group casts one
        // shadow, moved (20, 0), where neither square is.
        let p = try renderContext(80, 30) { ctx, _ in
            ctx.withCGContext { cg in
                cg.setAlpha(0.5)
                cg.setShadow(offset: CGSize(width: 20, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                cg.beginTransparencyLayer(auxiliaryInfo: nil)
                cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
                cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.fill(CGRect(x: 10, y: 0, width: 20, height: 20))
                cg.endTransparencyLayer()
                cg.fill(CGRect(x: 60, y: 20, width: 10, height: 10))   // after: the shadow and alpha still hold
            }
        }
        // Red at half alpha over nothing: (128, 0, 0, 128), overlap the same.
        #expect(near(px(p, 5, 5), [127.5, 0, 0, 127.5], 1) && near(px(p, 15, 5), [127.5, 0, 0, 127.5], 1))
        // The group's shadow beyond its right edge (x 30…50): blue at half alpha.
        #expect(near(px(p, 40, 5), [0, 0, 127.5, 127.5], 1) && px(p, 55, 5) == [0, 0, 0, 0])
        #expect(near(px(p, 65, 25), [0, 0, 0, 127.5], 1))
    }
}

@Suite struct CoreGraphicsQueryTests {
    @Test func pathAndSpaceQueriesAnswerInUserSpace() throws {
        _ = try renderContext(40, 40, scale: 2) { ctx, _ in
            ctx.withCGContext { cg in
                cg.translateBy(x: 10, y: 0)
                cg.scaleBy(x: 2, y: 2)
                // User (1, 1) → points (12, 2) → pixels at scale 2: (24, 4).
                #expect(cg.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 24, y: 4))
                #expect(cg.convertToUserSpace(CGPoint(x: 24, y: 4)) == CGPoint(x: 1, y: 1))
                cg.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
                cg.move(to: CGPoint(x: 3, y: 4))
                #expect(cg.currentPointOfPath == CGPoint(x: 3, y: 4))
                #expect(cg.path?.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 5))
                #expect(cg.pathContains(CGPoint(x: 2, y: 2), mode: .fill) && !cg.pathContains(CGPoint(x: 6, y: 2), mode: .fill))
                cg.setLineWidth(2)   // user units: 1 either side of the edge x = 5
                #expect(cg.pathContains(CGPoint(x: 5.5, y: 2), mode: .stroke) && !cg.pathContains(CGPoint(x: 2, y: 2), mode: .stroke))
            }
        }
    }
}
