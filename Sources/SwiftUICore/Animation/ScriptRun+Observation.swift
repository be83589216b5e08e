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
// view) reads such a model as it is when frames are drawn: after the whole
// script. For GeometryReader and TimelineView content the commit watches
// what it reads, and a later change fails the render with a message rather
// than drawing earlier moments with later values. `@Published` values have
// no such limit (Published.swift).
import Foundation
import Observation

extension ScriptRun {
    /// Runs `resolve` (a commit's resolution) watching the observable properties it reads.
    func tracksModels(_ resolve: () -> Void) {
        StateContext.$script.withValue(self) {
            withObservationTracking(resolve) { [weak self] in self?.objectWillChange() }
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

/// Builds content that every frame builds again (`what`, at `context`):
/// committing, a later change of an `@Observable` property it reads is
/// reported, since the frames of this moment would read the later value.
func watchingModels<T>(in what: String, _ context: ResolveContext, _ make: () -> T) -> T {
    guard context.sites.mode == .commit, let run = StateContext.script else { return make() }
    return withObservationTracking(make) { [weak run] in
        // Only a change made by this render's own script (a model may be rendered again).
        guard let run, let script = StateContext.script, script === run else { return }
        run.report("\(what) reads a property of an @Observable model that the script changes later; frames build "
                   + "that content again after the whole script has run, so earlier frames would show the later value. "
                   + "Read the property in the view's body and use the local value in the closure, or keep the value "
                   + "in @State or an ObservableObject's @Published property")
    }
}
