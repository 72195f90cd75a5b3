# Pencil edits of character and crew sheets: one test per rule, citing its section.
target_sources(blades_ops_tests PRIVATE
    core/blades/sheetops_test.cpp
    core/blades/sheetops_crew_test.cpp
)
