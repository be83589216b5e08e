import AnimGen
import Foundation

if CommandLine.arguments.dropFirst().first == "bench" {
    do { try BenchCommand.run(Array(CommandLine.arguments.dropFirst(2))) } catch {
        FileHandle.standardError.write(Data("animgen bench: \(error)\n".utf8)); exit(2)
    }
    exit(0)
}
print("animgen")
