// The Drawing layer (see DESIGN.md).
