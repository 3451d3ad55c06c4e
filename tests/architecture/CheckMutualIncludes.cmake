# Fails when two files of the tree include each other: counting a header and its .cpp as
# one unit, unit A includes B's header while B includes A's. Such a pair is one concern
# split in two, or two that cannot be understood (or built, or tested) without each
# other; either way a newcomer cannot read one first.
# Run with: cmake -DSOURCE_DIR=<tree> [-DALLOWED=<n>] -P CheckMutualIncludes.cmake
# ALLOWED (default 0) lets a tree being untangled keep that many pairs for a while.
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "CheckMutualIncludes: pass -DSOURCE_DIR=<source tree>")
endif()
if(NOT DEFINED ALLOWED)
    set(ALLOWED 0)
endif()

file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR}
    ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/core/*.cpp.in
    ${SOURCE_DIR}/database/*.h ${SOURCE_DIR}/database/*.cpp
    ${SOURCE_DIR}/ui/*.h ${SOURCE_DIR}/ui/*.cpp
    ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp)
set(units "")
foreach(source IN LISTS sources)
    string(REGEX REPLACE "\\.(h|cpp|cpp\\.in)$" "" unit "${source}")
    file(STRINGS ${SOURCE_DIR}/${source} includes
         REGEX "^[ \t]*#[ \t]*include[ \t]*\"(core|database|ui|app)/")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]*)\\.h\".*$" "\\1" target "${line}")
        if(NOT target STREQUAL unit)
            # A variable per edge is a hash set; a list would be searched once per include.
            set("edge:${unit}>${target}" 1)
            list(APPEND units_with_edges "${unit}>${target}")
        endif()
    endforeach()
endforeach()

set(pairs "")
foreach(edge IN LISTS units_with_edges)
    string(REPLACE ">" ";" ends "${edge}")
    list(GET ends 0 from)
    list(GET ends 1 to)
    if(DEFINED "edge:${to}>${from}" AND from STRLESS to)
        list(APPEND pairs "${from} <-> ${to}")
    endif()
endforeach()
list(REMOVE_DUPLICATES pairs)
list(LENGTH pairs count)
list(JOIN pairs "\n  " text)
if(count GREATER ALLOWED)
    message(FATAL_ERROR "${count} pair(s) of files include each other (at most ${ALLOWED} allowed):\n  ${text}")
endif()
message(STATUS "CheckMutualIncludes: ${count} pair(s) of files include each other (at most ${ALLOWED} allowed)\n  ${text}")
