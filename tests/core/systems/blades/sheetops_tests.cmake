# Pencil edits of character and crew sheets: one test per rule, citing its section.
target_sources(blades_ops_tests PRIVATE
    core/systems/blades/sheetops_test.cpp
    core/systems/blades/sheetops_crew_test.cpp
)
