# Fails when a billing rule that has one home in core/engine/billing/ is written out again
# elsewhere in core/: a second copy is where the engines start to disagree. Each pattern
# is a rule's own spelling; a file that needs the rule calls its function instead.
# Run with: cmake -DSOURCE_DIR=<tree> -P CheckBillingRules.cmake
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "CheckBillingRules: pass -DSOURCE_DIR=<source tree>")
endif()

# name @ regular expression (CMake syntax) @ the function to call instead
set(rules
    "a month's committed fee@[Rr]ate(\\(\\))?(\\[i\\])? \\* (units::)?kHoursPerMonth@billing::owedUsd() or owedPerAcceleratorUsd()"
    "a month's overflow at on demand@\\((residual|busy|used|r) - covered\\) \\*@billing::overflowUsd()"
    "a port month's share@- \\((m|month) - 1\\), 0\\.0, 1\\.0\\)@billing::portingShare()"
    "the ported share of the horizon@[pP]ortMonths, 0\\.0, double\\(@billing::portedShare()")

file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/core/*.cpp)
set(count 0)
set(text "")
foreach(source IN LISTS sources)
    if(source MATCHES "^core/engine/billing/")
        continue()
    endif()
    # Semicolons would split a line into list elements; none of the patterns needs them.
    file(READ ${SOURCE_DIR}/${source} content)
    string(REPLACE ";" "" content "${content}")
    string(REPLACE "\n" ";" lines "${content}")
    foreach(rule IN LISTS rules)
        string(REPLACE "@" ";" parts "${rule}")
        list(GET parts 0 name)
        list(GET parts 1 pattern)
        list(GET parts 2 instead)
        foreach(line IN LISTS lines)
            if(line MATCHES "${pattern}" AND NOT line MATCHES "^[ \t]*//")
                string(STRIP "${line}" shown)
                math(EXPR count "${count} + 1")
                string(APPEND text "\n  ${source}: ${name} written out (${shown}): call ${instead}")
            endif()
        endforeach()
    endforeach()
endforeach()
if(count GREATER 0)
    message(FATAL_ERROR "${count} billing rule(s) written outside core/engine/billing/:${text}")
endif()
message(STATUS "CheckBillingRules: every billing rule is called from core/engine/billing/")
