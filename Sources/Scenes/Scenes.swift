// The Scenes layer (see DESIGN.md).
