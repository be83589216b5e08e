// Drawing's SwiftUI shader API (Shader, ShaderLibrary, the shader modifiers)
// compiles and runs `.metal` source through Shading.
import Shading
