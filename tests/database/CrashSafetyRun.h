#pragma once

// One crash-safety run for CrashSafetyTest.cpp: starts crash_writer on a catalog,
// kills it with SIGKILL after a random delay, and checks that the catalog opens, passes
// its integrity checks and holds every write the writer reported (see the test file).
#include "CrashSafetyTypes.h"
#include "crash/CrashScenario.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QList>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

#include <gtest/gtest.h>

#include <signal.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace acceldecide::crashtest {

using namespace acceldecide::db;
// Each run numbers its scenarios from iteration * kIndexesPerRun, so runs never share
// a name, a source title or a price region.
constexpr std::int64_t kIndexesPerRun = 1000000;
// The first runs are killed early, while the new catalog is created and seeded.
constexpr int kEarlyIterations = 10;
constexpr int kOpenDelayMaxUs = 12000;
constexpr int kDelayMinMs = 2;
constexpr int kDelayMaxMs = 120;

class CrashSafetyRun
{
public:
    explicit CrashSafetyRun(std::uint32_t seed) : m_seed(seed), m_random(seed)
    {
        m_path = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    }

    // The seed rows per table of a freshly seeded catalog.
    bool loadReferenceSeedCounts()
    {
        auto reference = CatalogDatabase::open(QStringLiteral(":memory:"));
        if (!reference) {
            ADD_FAILURE() << "cannot open a reference catalog: "
                          << reference.error().toString().toStdString();
            return false;
        }
        m_seedCounts = seedCounts(reference.value()->connection());
        if (m_seedCounts.empty() || m_seedCounts.begin()->second <= 0) {
            ADD_FAILURE() << "the reference catalog has no seed rows";
            return false;
        }
        return true;
    }

    // Starts the writer, kills it and checks the catalog; false (after reporting the
    // failure) when something is wrong. AfterStart kills 2-120 ms after the start, when
    // most kills land in saves and edits; DuringOpen 0-12 ms after the writer announces
    // CatalogDatabase::open, when kills land in creation, migration, seeding, recovery.
    enum class KillTiming
    {
        AfterStart,
        DuringOpen
    };
    bool iterate(int iteration, KillTiming timing)
    {
        m_iteration = iteration;
        m_lastOutput.clear();
        m_lastError.clear();
        m_lastDelay =
            timing == KillTiming::AfterStart
                ? std::chrono::microseconds(std::chrono::milliseconds(
                      std::uniform_int_distribution<int>(kDelayMinMs, kDelayMaxMs)(m_random)))
                : std::chrono::microseconds(
                      std::uniform_int_distribution<int>(0, kOpenDelayMaxUs)(m_random));
        m_lastTiming = timing;
        QProcess writer;
        writer.setProgram(QStringLiteral(ACCELDECIDE_CRASH_WRITER));
        writer.setArguments({m_path, QString::number(std::int64_t(iteration) * kIndexesPerRun)});
        writer.start();
        if (!writer.waitForStarted(10000))
            return fail("crash_writer did not start: " + writer.errorString().toStdString());
        if (timing == KillTiming::AfterStart) {
            // Waiting for the end reads the writer's output as it comes, so a full pipe
            // never stalls it; it must still be running when the delay is over.
            const auto delayMs =
                int(std::chrono::duration_cast<std::chrono::milliseconds>(m_lastDelay).count());
            if (writer.waitForFinished(delayMs)) {
                m_lastOutput = writer.readAllStandardOutput();
                m_lastError = writer.readAllStandardError();
                return fail("crash_writer ended by itself (exit code " +
                            std::to_string(writer.exitCode()) + ")");
            }
        } else {
            while (!m_lastOutput.startsWith("opening\n")) {
                if (!writer.waitForReadyRead(10000))
                    return fail("crash_writer never announced opening the catalog");
                m_lastOutput += writer.readAllStandardOutput();
            }
            std::this_thread::sleep_for(m_lastDelay);
        }
        if (::kill(pid_t(writer.processId()), SIGKILL) != 0)
            return fail("kill(SIGKILL) failed");
        if (!writer.waitForFinished(30000))
            return fail("crash_writer did not end after SIGKILL");
        m_lastOutput += writer.readAllStandardOutput();
        m_lastError = writer.readAllStandardError();
        if (writer.exitStatus() != QProcess::CrashExit)
            return fail("crash_writer ended by itself (exit code " +
                        std::to_string(writer.exitCode()) + ") before it was killed");
        if (!parse(m_lastOutput))
            return false;
        return verify();
    }

    // Moves on to a new catalog file: the next iteration creates it.
    void useNewCatalog(const QString &fileName)
    {
        m_path = m_dir.filePath(fileName);
        m_scenarios.clear();
        m_edits.clear();
        m_seeded = false;
        m_writerOpened = false;
    }

    // What a user's open does next: it must bring the seed rows in, whatever the kill
    // interrupted.
    bool verifySeedingCompletes()
    {
        auto opened = CatalogDatabase::open(m_path);
        if (!opened)
            return fail("the catalog does not open with seeding after the kill: " +
                        opened.error().toString().toStdString());
        if (seedCounts(opened.value()->connection()) != m_seedCounts)
            return fail("opening with seeding after the kill leaves the seed rows incomplete");
        return true;
    }

    void printSummary(int iterations, qint64 elapsedMs) const
    {
        std::cout << "[ crash    ] " << iterations << " SIGKILLs survived in " << elapsedMs
                  << " ms (seed " << m_seed << "); kills landed:";
        for (std::size_t phase = 0; phase < kPhaseNames.size(); ++phase)
            std::cout << (phase ? ", " : " ") << kPhaseNames[phase] << " " << m_phases[phase];
        std::cout << "\n[ crash    ] reported by the writer: " << m_savesReported << " saves ("
                  << m_resavesReported << " replacing), " << m_editsReported << " catalog edits; "
                  << m_scenarios.size() << " scenarios and " << m_edits.size()
                  << " edited rows at the end; checks: " << m_scenarioChecks << " scenario checks ("
                  << m_scenarioLoads << " loaded and compared, the rest unchanged since), "
                  << m_editChecks << " edit rows"
                  << "; interrupted writes that landed: " << m_interruptedLanded << " of "
                  << m_interruptedTotal << std::endl;
    }

private:
    using ScenarioState = int; // revision
    using EditState = QString; // notes or hourly USD as printed

    bool fail(const std::string &message)
    {
        m_dir.setAutoRemove(false);
        const QList<QByteArray> lines = m_lastOutput.split('\n');
        std::string tail;
        for (qsizetype i = std::max<qsizetype>(0, lines.size() - 6); i < lines.size(); ++i)
            tail += "\n    " + lines[i].toStdString();
        ADD_FAILURE() << "iteration " << m_iteration << " (seed " << m_seed
                      << ", ACCELDECIDE_KILL_SEED=" << m_seed << " replays it; killed "
                      << m_lastDelay.count() << " us after "
                      << (m_lastTiming == KillTiming::AfterStart ? "the start" : "\"opening\"")
                      << "): " << message << "\n  catalog kept at " << m_path.toStdString()
                      << "\n  last lines of the writer's output:" << tail
                      << "\n  writer's stderr: " << m_lastError.toStdString();
        return false;
    }

    std::map<QString, qint64> seedCounts(QSqlDatabase &database)
    {
        std::map<QString, qint64> counts;
        QSqlQuery tables(database);
        if (!tables.exec(QStringLiteral(
                "SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS "
                "(SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'seed_key') "
                "ORDER BY m.name")))
            return counts;
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            counts[table] =
                scalarText(
                    database,
                    QStringLiteral("SELECT count(*) FROM %1 WHERE seed_key IS NOT NULL").arg(table))
                    .toLongLong();
        }
        return counts;
    }

    bool parse(const QByteArray &output)
    {
        QList<QByteArray> lines = output.split('\n');
        lines.removeLast(); // what follows the last newline: empty, or a line cut short
        Phase phase = Phase::Starting;
        for (const QByteArray &line : lines) {
            const QStringList words = QString::fromUtf8(line).split(QLatin1Char(' '));
            const QString &verb = words.value(0);
            if (verb == QLatin1String("opening") && words.size() == 1) {
                phase = m_seeded ? Phase::Open : Phase::FirstOpen;
            } else if (verb == QLatin1String("opened") && words.size() == 1) {
                phase = Phase::BetweenWrites;
                m_writerOpened = true;
            } else if (verb == QLatin1String("saving") && words.size() == 4) {
                const std::int64_t index = words[1].toLongLong();
                Tracked<ScenarioState> &tracked = m_scenarios[index];
                if (words[2].toStdString() != scenarioName(index))
                    return fail("unexpected line: " + line.toStdString());
                tracked.interrupted = std::optional<ScenarioState>(words[3].toInt());
                tracked.verifiedText.clear();
                phase = Phase::Save;
            } else if ((verb == QLatin1String("saved") && words.size() == 3) ||
                       (verb == QLatin1String("resaved") && words.size() == 4)) {
                const std::int64_t index = words[1].toLongLong();
                const int revision = verb == QLatin1String("saved") ? 0 : words[3].toInt();
                Tracked<ScenarioState> &tracked = m_scenarios[index];
                if (!tracked.interrupted || *tracked.interrupted != revision)
                    return fail("a save reported without its 'saving' line: " + line.toStdString());
                tracked.reported = revision;
                tracked.verifiedText.clear();
                tracked.interrupted.reset();
                ++(revision == 0 ? m_savesReported : m_resavesReported);
                phase = Phase::BetweenWrites;
            } else if ((verb == QLatin1String("editing") || verb == QLatin1String("edited")) &&
                       words.size() == 4 &&
                       (words[1] == QLatin1String("price") ||
                        words[1] == QLatin1String("source"))) {
                Tracked<EditState> &tracked = m_edits[words[1] + QLatin1Char(' ') + words[2]];
                const std::optional<EditState> state = words[3] == QLatin1String("deleted")
                                                           ? std::nullopt
                                                           : std::optional<EditState>(words[3]);
                if (verb == QLatin1String("editing")) {
                    tracked.interrupted = state;
                    phase = Phase::Edit;
                } else {
                    if (!tracked.interrupted || *tracked.interrupted != state)
                        return fail("an edit reported without its 'editing' line: " +
                                    line.toStdString());
                    tracked.reported = state;
                    tracked.interrupted.reset();
                    ++m_editsReported;
                    phase = Phase::BetweenWrites;
                }
            } else {
                return fail("unexpected line from crash_writer: " + line.toStdString());
            }
        }
        ++m_phases[std::size_t(phase)];
        return true;
    }

    bool verify()
    {
        auto opened = CatalogDatabase::open(m_path, CatalogDatabase::Seeding::Skip);
        if (!opened)
            return fail("the catalog does not open after the kill: " +
                        opened.error().toString().toStdString());
        CatalogDatabase &catalog = *opened.value();
        QSqlDatabase &database = catalog.connection();

        QSqlQuery integrity(database);
        QStringList findings;
        if (!integrity.exec(QStringLiteral("PRAGMA integrity_check")))
            return fail("PRAGMA integrity_check failed: " +
                        integrity.lastError().text().toStdString());
        while (integrity.next())
            findings << integrity.value(0).toString();
        if (findings != QStringList{QStringLiteral("ok")})
            return fail("PRAGMA integrity_check: " +
                        findings.join(QStringLiteral("; ")).toStdString());
        QSqlQuery foreignKeys(database);
        if (!foreignKeys.exec(QStringLiteral("PRAGMA foreign_key_check")) || foreignKeys.next())
            return fail("PRAGMA foreign_key_check finds a row citing a missing row in " +
                        foreignKeys.value(0).toString().toStdString());

        // Seeding is one transaction: all of the seed rows or none.
        const std::map<QString, qint64> counts = seedCounts(database);
        bool none = true;
        for (const auto &[table, rows] : counts)
            none = none && rows == 0;
        if (counts != m_seedCounts && !(none && !m_writerOpened)) {
            std::ostringstream text;
            for (const auto &[table, rows] : counts)
                text << " " << table.toStdString() << "=" << rows << "/" << m_seedCounts[table];
            return fail("the seed rows are neither complete nor absent (found/expected):" +
                        text.str());
        }
        m_seeded = !none;

        return verifyScenarios(catalog) && verifyEdits(database);
    }

    // Every scenario the writer announced, read in one pass: a scenario stored as the
    // text already found to match its report is intact; any other is loaded through
    // ScenarioRepository and compared with what the writer built.
    bool verifyScenarios(CatalogDatabase &catalog)
    {
        ScenarioRepository repository(catalog);
        std::map<QString, QStringList> stored; // name -> JSON of each row of that name
        QSqlQuery all(catalog.connection());
        if (!all.exec(QStringLiteral("SELECT name, json FROM scenarios WHERE name LIKE 'kill-%'")))
            return fail("reading the scenarios: " + all.lastError().text().toStdString());
        while (all.next())
            stored[all.value(0).toString()] << all.value(1).toString();

        for (auto it = m_scenarios.begin(); it != m_scenarios.end();) {
            const std::int64_t index = it->first;
            Tracked<ScenarioState> &tracked = it->second;
            const QString name = QString::fromStdString(scenarioName(index));
            const auto row = stored.find(name);
            std::optional<ScenarioState> found;
            if (row != stored.end() && row->second.size() > 1)
                return fail(std::to_string(row->second.size()) + " rows for scenario " +
                            name.toStdString());
            if (row != stored.end()) {
                if (!tracked.interrupted && !tracked.verifiedText.isEmpty() &&
                    row->second.front() == tracked.verifiedText) {
                    found = tracked.reported;
                } else {
                    const DatabaseResult<Scenario> loaded = repository.loadByName(name);
                    ++m_scenarioLoads;
                    if (!loaded)
                        return fail("scenario " + name.toStdString() +
                                    " does not load: " + loaded.error().toString().toStdString());
                    const auto matched =
                        tracked.match([&](const std::optional<ScenarioState> &state) {
                            return state && loaded.value() == buildScenario(index, *state);
                        });
                    if (!matched)
                        return fail("scenario " + name.toStdString() + " is stored with content " +
                                    "other than revision " + describe(tracked) + " (horizon " +
                                    std::to_string(loaded.value().horizonMonths) + ", label \"" +
                                    loaded.value().options.at(0).label + "\")");
                    found = *matched;
                    tracked.verifiedText = row->second.front();
                }
                ++m_scenarioChecks;
                stored.erase(row);
            } else if (tracked.reported) {
                return fail("scenario " + name.toStdString() + ", reported saved (revision " +
                            std::to_string(*tracked.reported) + "), is missing");
            }
            if (tracked.interrupted) {
                ++m_interruptedTotal;
                m_interruptedLanded += found == *tracked.interrupted ? 1 : 0;
            }
            // What the catalog holds is now what later checks expect.
            tracked.reported = found;
            tracked.interrupted.reset();
            it = found ? std::next(it) : m_scenarios.erase(it);
        }
        // No other scenario of the writer's: every row is one it announced.
        if (!stored.empty())
            return fail("scenario " + stored.begin()->first.toStdString() +
                        " is stored but the writer never announced it (" +
                        std::to_string(stored.size()) + " such names)");
        return true;
    }

    // Every source and price the writer announced, read in one pass per table.
    bool verifyEdits(QSqlDatabase &database)
    {
        struct Row
        {
            QVariant value; // notes or hourly USD
            QString cited;  // a price's source title
        };
        std::map<QString, std::vector<Row>> stored; // "price <region>", "source <title>"
        QSqlQuery prices(database);
        if (!prices.exec(QStringLiteral(
                "SELECT p.region, p.hourly_usd, s.title FROM price_observations p "
                "LEFT JOIN sources s ON s.id = p.source_id WHERE p.region LIKE 'kill-%'")))
            return fail("reading the prices: " + prices.lastError().text().toStdString());
        while (prices.next())
            stored[QStringLiteral("price ") + prices.value(0).toString()].push_back(
                {prices.value(1), prices.value(2).toString()});
        QSqlQuery sources(database);
        if (!sources.exec(
                QStringLiteral("SELECT title, notes FROM sources WHERE title LIKE 'kill-src-%'")))
            return fail("reading the sources: " + sources.lastError().text().toStdString());
        while (sources.next())
            stored[QStringLiteral("source ") + sources.value(0).toString()].push_back(
                {sources.value(1), {}});

        for (auto it = m_edits.begin(); it != m_edits.end();) {
            const QString &key = it->first;
            Tracked<EditState> &tracked = it->second;
            const bool price = key.startsWith(QLatin1String("price "));
            const auto row = stored.find(key);
            std::optional<QVariant> value;
            if (row != stored.end()) {
                if (row->second.size() > 1)
                    return fail(std::to_string(row->second.size()) + " rows for " +
                                key.toStdString());
                value = row->second.front().value;
                // "price kill-<i>" cites "kill-src-<i>".
                if (price && row->second.front().cited !=
                                 sourceTitle(key.section(QLatin1Char('-'), 1).toLongLong()))
                    return fail(key.toStdString() + " cites source \"" +
                                row->second.front().cited.toStdString() + "\"");
                stored.erase(row);
            }
            ++m_editChecks;
            const auto matched = tracked.match([&](const std::optional<EditState> &state) {
                if (!state)
                    return !value;
                return value && (price ? value->toDouble() == state->toDouble()
                                       : value->toString() == *state);
            });
            if (!matched)
                return fail(
                    key.toStdString() + " is " +
                    (value ? "\"" + value->toString().toStdString() + "\"" : "missing") +
                    " but the writer reported " +
                    (tracked.reported ? "\"" + tracked.reported->toStdString() + "\"" : "no row") +
                    (tracked.interrupted
                         ? " (and was interrupted writing " +
                               (*tracked.interrupted
                                    ? "\"" + (*tracked.interrupted)->toStdString() + "\""
                                    : "a delete") +
                               ")"
                         : ""));
            const std::optional<EditState> found = *matched;
            if (tracked.interrupted) {
                ++m_interruptedTotal;
                m_interruptedLanded += found == *tracked.interrupted ? 1 : 0;
            }
            tracked.reported = found;
            tracked.interrupted.reset();
            // A row that is gone (deleted, or an insert the kill undid) needs no more checks.
            it = found ? std::next(it) : m_edits.erase(it);
        }
        if (!stored.empty())
            return fail(stored.begin()->first.toStdString() +
                        " is stored but the writer never announced it (" +
                        std::to_string(stored.size()) + " such rows)");
        return true;
    }

    static std::string describe(const Tracked<ScenarioState> &tracked)
    {
        std::string text = tracked.reported ? std::to_string(*tracked.reported) : "(none)";
        if (tracked.interrupted && *tracked.interrupted)
            text += " or the interrupted " + std::to_string(**tracked.interrupted);
        return text;
    }

    std::uint32_t m_seed;
    std::mt19937 m_random;
    QTemporaryDir m_dir;
    QString m_path;
    int m_iteration = 0;
    std::chrono::microseconds m_lastDelay{0};
    KillTiming m_lastTiming = KillTiming::AfterStart;
    QByteArray m_lastOutput;
    QByteArray m_lastError;
    std::map<QString, qint64> m_seedCounts;
    bool m_seeded = false;       // the catalog held the seed rows at the last check
    bool m_writerOpened = false; // some writer's open (with seeding) succeeded
    std::map<std::int64_t, Tracked<ScenarioState>> m_scenarios;
    std::map<QString, Tracked<EditState>> m_edits; // "price <region>", "source <title>"
    std::array<int, std::size_t(Phase::Count)> m_phases{};
    int m_savesReported = 0;
    int m_resavesReported = 0;
    int m_editsReported = 0;
    qint64 m_scenarioChecks = 0;
    qint64 m_scenarioLoads = 0;
    qint64 m_editChecks = 0;
    int m_interruptedTotal = 0;
    int m_interruptedLanded = 0;
};

} // namespace acceldecide::crashtest
