#pragma once

// The bookkeeping types of the crash-safety test (CrashSafetyRun.h): what the writer
// reported, and where a kill landed.

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <array>
#include <cstddef>
#include <optional>

namespace acceldecide::crashtest {

// One thing the writer writes: its last reported state, and the state of the write the
// kill interrupted (reported as begun, never as done), which may or may not have landed.
// std::nullopt as a state means "no row".
template <typename State> struct Tracked
{
    std::optional<State> reported;
    std::optional<std::optional<State>> interrupted;
    // Scenarios: the stored JSON last found to be the reported revision.
    QString verifiedText;

    // The first state `matches` accepts: the reported one, else the interrupted one.
    template <typename Matches>
    std::optional<std::optional<State>> match(const Matches &matches) const
    {
        if (matches(reported))
            return std::optional<std::optional<State>>(reported);
        if (interrupted && matches(*interrupted))
            return interrupted;
        return std::nullopt;
    }
};

// Where the last line of a killed writer's output says the kill landed.
enum class Phase
{
    Starting,      // no output yet: exec, dynamic loading, QCoreApplication
    FirstOpen,     // in CatalogDatabase::open of a catalog not seeded yet (creation, seeding)
    Open,          // in CatalogDatabase::open of a seeded catalog (recovery, checks, backup)
    Save,          // inside ScenarioRepository::save
    Edit,          // inside a CatalogEditor write
    BetweenWrites, // after a write was reported, before the next one began
    Count
};

const std::array<const char *, std::size_t(Phase::Count)> kPhaseNames = {
    "starting", "first open (create/seed)", "open", "save", "edit", "between writes"};

inline QString scalarText(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement) || !query.next())
        return QStringLiteral("<error: %1: %2>").arg(statement, query.lastError().text());
    return query.value(0).toString();
}

} // namespace acceldecide::crashtest
