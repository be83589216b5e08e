// The Views layer (see DESIGN.md).
