// Golden-frame assertions for users' own tests (see DESIGN.md).
import AnimGen
