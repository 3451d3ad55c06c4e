#pragma once

#include <QString>

namespace acceldecide::ui {

// Where an installed AccelDecide keeps its shared data: beside the binary, at
// <bin>/../share/acceldecide, so a relocated install (an unpacked package, a
// `cmake --install --prefix` anywhere) finds it without any path compiled in. The
// catalog's seed data is compiled into the binaries; this is what people browse.
class InstalledData
{
public:
    // The example scenarios folder for a binary in `applicationDir`, or an empty string
    // when there is none (a build tree).
    static QString examplesDirectory(const QString &applicationDir);
    // The same for the running application.
    static QString examplesDirectory();
};

} // namespace acceldecide::ui
