// The Particles layer (see DESIGN.md).
