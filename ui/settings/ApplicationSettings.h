#pragma once

#include "ui/settings/Preference.h"

#include <QByteArray>
#include <QStringList>

namespace acceldecide::ui {

// Every persisted preference of the desktop application, in one place.
struct ApplicationSettings
{
    static constexpr int kMaxRecentScenarios = 8;
    static constexpr int kMaxRecentCatalogs = 8;

    // Recent scenarios, newest first: "stored:<name>" for scenarios in the catalog,
    // a file path for scenario JSON files opened directly.
    static const Preference<QStringList> &recentScenarios();
    // Team catalogs connected to, newest first: postgresql:// URLs, which never hold a
    // password (see CatalogLocation::display()).
    static const Preference<QStringList> &recentCatalogs();
    static const Preference<QByteArray> &windowGeometry();
    static const Preference<QByteArray> &windowState();
    static const Preference<QString> &lastDirectory();
    static const Preference<int> &monteCarloSamples();
    // The first start's welcome was dismissed: it never shows again.
    static const Preference<bool> &welcomeDismissed();

    // Moves `entry` to the front of the recent list, trimming it to the maximum.
    static void addRecentScenario(const QString &entry);
    static void removeRecentScenario(const QString &entry);
    static void addRecentCatalog(const QString &url);
};

} // namespace acceldecide::ui
