# One way to declare a library's sources: each concern is a folder, and a library is the
# union of its folders' sources. Folders are globbed (CONFIGURE_DEPENDS), so adding a
# file to a concern needs no edit here, and the folder list in each library's
# CMakeLists.txt is the map of that library.
#
# acceldecide_add_concerns(TARGET FOLDER...) adds FOLDER/*.cpp and FOLDER/*.h (relative to
# the calling CMakeLists.txt; "." is the folder itself) to TARGET, and groups them by
# concern for IDEs.
function(acceldecide_add_concerns target)
    foreach(folder IN LISTS ARGN)
        file(GLOB sources CONFIGURE_DEPENDS
            ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.cpp
            ${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.h)
        if(NOT sources)
            message(FATAL_ERROR "${target}: concern folder '${folder}' has no sources")
        endif()
        target_sources(${target} PRIVATE ${sources})
        source_group(${folder} FILES ${sources})
    endforeach()
endfunction()
