import AnimGen
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let cancellation = SignalTrap.install()
SignalTrap.startGraceWatchdog()
let status = AnimgenCLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard, cancellation: cancellation)
exit(status.rawValue)
