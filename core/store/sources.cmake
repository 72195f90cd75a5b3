# The campaign store's files beyond those listed in core/CMakeLists.txt (in sheetwright_store): the
# two engines a campaign is kept on (SQLite, PostgreSQL) and a shared campaign's server (issue #19).
target_sources(sheetwright_store PRIVATE
    store/dialect.h store/dialect.cpp
    store/servercampaign.h store/servercampaign.cpp
)
target_sources(sheetwright_store PRIVATE
    store/campaigntransfer.h store/campaigntransfer.cpp
    store/serverroles.h store/serverroles.cpp
)
target_sources(sheetwright_store PRIVATE
    store/campaignlistener.h store/campaignlistener.cpp
)
target_sources(sheetwright_store PRIVATE
    store/reapply.h store/reapply.cpp
    store/sqltext.h
)
target_sources(sheetwright_store PRIVATE
    store/documentlookup.h store/documentlookup.cpp
    store/rowrepairs.h store/rowrepairs.cpp
    store/serverupgrade.h store/serverupgrade.cpp
)
