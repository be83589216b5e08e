// One import for users: everything animgen offers, SwiftUI-shaped.
@_exported import Geometry
@_exported import Raster
@_exported import Timeline
@_exported import Media
@_exported import Drawing
@_exported import Views
@_exported import Particles
@_exported import Scenes
