# `cpack -G DEB`. Runtime dependencies: dpkg-shlibdeps finds the libraries the
# binaries link (the Qt 6 runtime packages, never -dev ones); the plugins Qt loads at run
# time escape it and are listed here: the SQLite driver (the catalog) and the platform
# plugins (any window at all), plus the font the PDF report embeds. macOS (DragNDrop) and
# Windows (NSIS) packages would only need their generator settings here.
set(CPACK_PACKAGE_NAME acceldecide)
set(CPACK_PACKAGE_VENDOR "The AccelDecide developers")
set(CPACK_PACKAGE_CONTACT "The AccelDecide developers <developers@acceldecide.org>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "decide between AWS Trainium and NVIDIA GPUs on cost")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "AccelDecide turns accelerator prices, purchase models, benchmarks and porting\n"
    "effort into cost per run and per million tokens, total cost of ownership over a\n"
    "planning horizon, the break-even against a port, savings-plan and reserved\n"
    "commitments billed hour by hour, a weighted decision matrix, sensitivity and\n"
    "Monte Carlo uncertainty. Every figure cites its source, and decisions are\n"
    "recorded as PDF reports. Includes the desktop application and acceldecide-cli.")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins, fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://acceldecide.org")

include(CPack)
