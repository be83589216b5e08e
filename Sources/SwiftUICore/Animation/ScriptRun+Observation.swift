// Models whose values the renderer does not own: `@Observable` classes
// (the Observation module's macro keeps their storage) and
// `objectWillChange.send()` sent by hand. A commit resolves the tree inside
// `withObservationTracking`, so every observable property a body read at
// that commit is watched; its change is noted in `willSet` (with the
// transaction in force there) and committed once the statement that made it
// has run: at the end of the enclosing `withAnimation` / `withTransaction`
// block, of the script step, timer, task turn or `onAppear` action. The
// commit's bodies then read the new values and are kept for the frames of
// that moment (AnimationSites.evaluated(for:key:_:)), so a frame shows the model
// as it was at its own time.
//
// What a frame evaluates anew (a GeometryReader's content, a TimelineView's
// or Canvas's closure, the body of a view inside an animating Animatable
// view) reads such a model as it was at its snapshot's commit: the commit
// copies the models' values, and the frame writes them back while it
// evaluates (DataFlow/ModelMoment.swift). A commit draws its canvases too,
// so a change to a property only a Canvas closure reads is committed.
// `@Published` values live in the state store (Published.swift).
import Foundation
import Observation

/// Hears that a property an evaluation read has changed.
protocol ModelChangeSink: AnyObject, Sendable {
    func objectWillChange()
}

extension ScriptRun: ModelChangeSink {
    /// Runs `resolve` (a commit's resolution) watching the observable properties it reads.
    /// Canvases are drawn too (into one pixel): their closures run only when drawing.
    func tracksModels(_ resolve: () -> Void) {
        StateContext.$script.withValue(self) {
            ModelRegistry.$collecting.withValue(models) {
                // Told through a non-generic protocol: a Sendable closure
                // must not capture the metatype of Root.
                let sink: any ModelChangeSink = self
                withObservationTracking({ resolve(); models.drawCanvases(resources: environment.renderResources) }) { [weak sink] in sink?.objectWillChange() }
            }
        }
    }

    func objectWillChange() {
        guard !closed, isOnScriptThread(), observedChange == nil else { return }
        observedChange = Transaction.current ?? Transaction()
    }

    func commitObservedChanges() {
        guard let transaction = observedChange else { return }
        observedChange = nil
        Transaction.$current.withValue(transaction) { commit(animation: transaction.animation) }
    }
}
