// Views reading models kept in arrays update when an element changes, at
// the moment it changes. Widths and heights worked out by hand.
import AnimGen
import Testing

@Suite struct ModelArrayChecks {
    private func picture<V: View>(_ view: V, at t: Double, width: Int, height: Int) throws -> Picture {
        let frames = try ViewAnimation(view, width: width, height: height).makeRenderer(frameRate: try FrameRate(20), duration: 2)
        return Picture(pixmap: try frames.render(frame: Int((t * 20).rounded())), scale: 1)
    }

    @Test func observableItemsInAnArrayUpdateTheirRows() throws {
        // Item k (rows 20 (k − 1) … + 10) gains 0.25 k every half second,
        // up to 1: at 0.5 s widths 25, 50, 75; at 1.0 s 50, 100, 100.
        for (t, widths) in [(0.25, [0, 0, 0]), (0.5, [25, 50, 75]), (1.0, [50, 100, 100]), (1.75, [75, 100, 100])] {
            let p = try picture(UploadList(), at: t, width: 100, height: 50)
            for (k, w) in widths.enumerated() {
                let inked = p.inkedColumns(row: 20 * k + 5)
                #expect(w == 0 ? inked == nil : inked == 0...(w - 1), "t = \(t), item \(k + 1): \(String(describing: inked))")
            }
        }
    }

    @Test func observedObjectsHandedDownFromAnArrayUpdateTheirMeters() throws {
        // Meter 0 (x 0…9) rises to 25 at 0.5 s, meter 1 (x 20…29) to 50 at 1 s.
        for (t, heights) in [(0.25, [0, 0]), (0.5, [25, 0]), (0.9, [25, 0]), (1.0, [25, 50])] {
            let p = try picture(MixerView(), at: t, width: 30, height: 50)
            for (k, h) in heights.enumerated() {
                #expect(p.inkedRowCount(column: 20 * k + 5) == h, "t = \(t), meter \(k)")
            }
        }
    }
}
