import AnimGen
import Foundation
import ImageFiles
import Media
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The flag SIGINT, SIGTERM, SIGHUP and SIGPIPE set. A global constant because a C signal
/// handler cannot capture context; it is created before the handlers are
/// installed so the handler never runs its lazy initialiser.
private let signalCancellation = CancellationFlag()

/// Posted by the handler on the first signal (sem_post is async-signal-safe);
/// the grace watchdog waits on it.
nonisolated(unsafe) private let watchdogWake: UnsafeMutablePointer<sem_t> = {
    let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    sem_init(semaphore, 0, 0)
    return semaphore
}()

/// Turns SIGINT (Ctrl-C), SIGTERM, SIGHUP (the terminal closed) and SIGPIPE
/// (the reader of our output went away) into a cooperative cancellation,
/// so every terminating signal removes what the run created.
///
/// The first signal only sets the flag: the render loop notices it, removes
/// its temporary file and exits with status 130. A second signal means the
/// user does not want to wait: the process exits at once with 130 (leaving
/// at most a hidden `.partial` file, never a file under the output name;
/// the next render into that folder removes it once it is a day old).
/// Once the output is being renamed into place (`beginCommit()`), signals
/// are ignored: the work is done and the run reports success.
enum SignalTrap {
    /// The signals trapped.
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

    /// Installs the handlers (idempotent) and returns the flag they set.
    static func install() -> CancellationFlag {
        let flag = signalCancellation
        _ = watchdogWake  // initialised here, never first in the handler
        for signalNumber in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handleSignal
            #else
            action.__sigaction_u.__sa_handler = handleSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
        // A parent that blocked these signals (some test runners and job
        // controllers do) would otherwise leave Ctrl-C pending forever.
        // Threads created later inherit this mask.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signalNumber in signals { sigaddset(&unblock, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return flag
    }

    /// How long a cancelled run may take to stop by itself.
    static let grace: useconds_t = 900_000

    /// The promise that one signal ends any run within a second, whatever
    /// phase it is in (loading a file, preparing a simulation, shaping text,
    /// encoding): a thread that, once a signal has cancelled the run, waits
    /// ``grace``, then removes everything the run created and not committed
    /// (``CreatedFiles``) and exits with 130. A run that stops in time exits
    /// itself first. Only the executable starts it: a test process that
    /// installs the trap must not be ended by it.
    static func startGraceWatchdog() {
        _ = watchdogWake
        let thread = Thread {
            while sem_wait(watchdogWake) != 0 {}
            usleep(grace)
            CreatedFiles.removeAll()
            let message = "animgen: interrupted\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            _exit(ExitStatus.interrupted.rawValue)
        }
        thread.start()
    }

    /// Puts back the default actions (terminate), e.g. after a test that
    /// installed the trap inside a shared test process.
    static func restoreDefaults() {
        for signalNumber in signals { signal(signalNumber, SIG_DFL) }
    }
}

/// Only async-signal-safe work: an atomic exchange and, on the second
/// signal, _exit(2). SIGPIPE never forces the exit: every write to a closed
/// pipe raises it again, while the run is cleaning up.
private func handleSignal(_ signalNumber: Int32) {
    if signalCancellation.cancel(), signalNumber != SIGPIPE {
        _exit(ExitStatus.interrupted.rawValue)
    }
    if signalCancellation.isCancelled { sem_post(watchdogWake) }
}
