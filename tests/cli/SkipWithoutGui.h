#pragma once

#include <gtest/gtest.h>

// The commands that draw (report, chart, a decision's PDF) exist only in a CLI built with
// the GUI libraries; their tests skip in the GUI-off build, where other tests check that
// the CLI says so.
#define SKIP_WITHOUT_GUI()                                                                         \
    if (!ACCELDECIDE_CLI_HAS_GUI)                                                                  \
    GTEST_SKIP() << "acceldecide-cli was built without the GUI libraries"
