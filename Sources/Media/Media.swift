// The Media layer (see DESIGN.md).
