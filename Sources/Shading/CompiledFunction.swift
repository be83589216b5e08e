/// A function parameter as the binder sees it.
struct CompiledParameter: Sendable {
    var name: String
    var type: ShaderType
    var location: SourceLocation
    /// Where the value goes (scalars, vectors); empty for resources.
    var slots: [Int32]
    /// Buffer or texture index for pointers and textures, else -1.
    var resource: Int32 = -1
    /// A texture's width and height slots.
    var sizeSlots: [Int32] = []
}

/// One stitchable function compiled to a flat instruction list over slots.
final class CompiledFunction: Sendable {
    /// Iterations one loop may run in one call before the run fails.
    static let loopLimit = 1 << 20

    let name: String
    let path: String
    let location: SourceLocation
    let code: [Instruction]
    let slotCount: Int
    /// Slots holding constants, filled before every run, and their bits.
    let constantSlots: [Int32]
    let constantBits: [UInt32]
    let samplers: [SamplerState]
    let loopLocations: [SourceLocation]
    let returnType: ShaderType
    let returnSlots: [Int32]
    let parameters: [CompiledParameter]
    let bufferCount: Int
    let textureCount: Int

    init(name: String, path: String, location: SourceLocation, code: [Instruction], slotCount: Int,
         constants: [(Int32, UInt32)], samplers: [SamplerState], loopLocations: [SourceLocation],
         returnType: ShaderType, returnSlots: [Int32], parameters: [CompiledParameter],
         bufferCount: Int, textureCount: Int) {
        self.name = name; self.path = path; self.location = location; self.code = code
        self.slotCount = slotCount
        constantSlots = constants.map(\.0); constantBits = constants.map(\.1)
        self.samplers = samplers; self.loopLocations = loopLocations
        self.returnType = returnType; self.returnSlots = returnSlots; self.parameters = parameters
        self.bufferCount = bufferCount; self.textureCount = textureCount
    }
}
