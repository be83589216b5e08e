// docs/cli.md is generated from the command definitions; a command or
// option added without regenerating it fails here.
import AnimGen
@testable import animgen
import Testing
import TestSupport

@Suite struct CommandReferenceTests {
    @Test func committedReferenceMatchesTheCommands() throws {
        let committed = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        #expect(committed == CommandReference.markdown(), "regenerate with: animgen help --markdown > docs/cli.md")
    }

    @Test func everyCommandAndOptionIsInTheReference() {
        let reference = CommandReference.markdown()
        for command in CommandRegistry.fixed {
            #expect(reference.contains("## \(command.name)\n"))
            for option in command.options {
                #expect(reference.contains("--\(option.name)"), "\(command.name) --\(option.name)")
            }
        }
    }
}
