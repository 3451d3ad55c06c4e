#include "ui/settings/ApplicationSettings.h"

namespace acceldecide::ui {

const Preference<QStringList> &ApplicationSettings::recentScenarios()
{
    static const Preference<QStringList> preference(QStringLiteral("scenarios/recent"));
    return preference;
}

const Preference<QStringList> &ApplicationSettings::recentCatalogs()
{
    static const Preference<QStringList> preference(QStringLiteral("catalogs/recent"));
    return preference;
}

const Preference<QByteArray> &ApplicationSettings::windowGeometry()
{
    static const Preference<QByteArray> preference(QStringLiteral("window/geometry"));
    return preference;
}

const Preference<QByteArray> &ApplicationSettings::windowState()
{
    static const Preference<QByteArray> preference(QStringLiteral("window/state"));
    return preference;
}

const Preference<QString> &ApplicationSettings::lastDirectory()
{
    static const Preference<QString> preference(QStringLiteral("files/lastDirectory"));
    return preference;
}

const Preference<int> &ApplicationSettings::monteCarloSamples()
{
    static const Preference<int> preference(QStringLiteral("analysis/monteCarloSamples"), 200'000);
    return preference;
}

const Preference<bool> &ApplicationSettings::welcomeDismissed()
{
    static const Preference<bool> preference(QStringLiteral("welcome/dismissed"), false);
    return preference;
}

void ApplicationSettings::addRecentScenario(const QString &entry)
{
    QStringList recent = recentScenarios().get();
    recent.removeAll(entry);
    recent.prepend(entry);
    while (recent.size() > kMaxRecentScenarios)
        recent.removeLast();
    recentScenarios().set(recent);
}

void ApplicationSettings::removeRecentScenario(const QString &entry)
{
    QStringList recent = recentScenarios().get();
    recent.removeAll(entry);
    recentScenarios().set(recent);
}

void ApplicationSettings::addRecentCatalog(const QString &url)
{
    QStringList recent = recentCatalogs().get();
    recent.removeAll(url);
    recent.prepend(url);
    while (recent.size() > kMaxRecentCatalogs)
        recent.removeLast();
    recentCatalogs().set(recent);
}

} // namespace acceldecide::ui
