// The Timeline layer (see DESIGN.md).
