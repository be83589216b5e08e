/// The process exit statuses of `animgen`, listed in `animgen --help`.
///
/// Scripts can rely on them: 2 means nothing was attempted because the
/// command line was wrong; 1 means the work started and failed.
enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything asked for was done.
    case success = 0
    /// The command line was valid but the work failed (rendering, encoding,
    /// writing the output).
    case failure = 1
    /// The command line was wrong (unknown command or flag, missing or invalid
    /// value); nothing was rendered or written.
    case usage = 2
    /// Stopped by SIGINT (Ctrl-C) or SIGTERM; partial output was removed.
    /// 130 = 128 + SIGINT, the shell convention.
    case interrupted = 130

    /// One line per status, for help texts.
    static let documentation = """
        Exit status:
          0    success
          1    runtime failure (rendering, encoding or writing failed)
          2    usage error (bad command, flag or value; nothing was done)
          130  interrupted (Ctrl-C or SIGTERM; partial output removed)
        """
}
