// Crash safety: crash_writer (crash/CrashWriter.cpp) saves scenarios and edits the
// catalog in a loop and is killed with SIGKILL after a random delay, many times, on one
// catalog file, so every run after the first starts with SQLite recovering the WAL of a
// killed writer. After each kill the catalog must open, pass PRAGMA integrity_check and
// foreign_key_check, hold the seed rows either completely or not at all, and hold every
// scenario and catalog edit the writer reported as done, with the content it reported
// last (or, for the one write the kill interrupted, either the old or the new content).
//
// ACCELDECIDE_KILL_ITERATIONS sets the number of kills (default kDefaultIterations, for
// CI; the long run uses 250 or more); ACCELDECIDE_KILL_SEED replays a run's delays.
#include "CrashSafetyRun.h"

#include <QElapsedTimer>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

using namespace acceldecide::crashtest;

namespace {

// About 8 s in a Release build on the 2-core development machine (20 s for 250, 10 min
// for 1000: every check reads all the writers' rows so far).
constexpr int kDefaultIterations = 100;

// ANewCatalogKilledWhileItIsCreatedOpens runs this fraction of the iterations.
constexpr int kNewCatalogShare = 4;

int iterationsFromEnvironment()
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue("ACCELDECIDE_KILL_ITERATIONS", &ok);
    return ok && value > 0 ? value : kDefaultIterations;
}

std::uint32_t seedFromEnvironment()
{
    bool ok = false;
    const QByteArray text = qgetenv("ACCELDECIDE_KILL_SEED");
    const std::uint32_t value = text.toUInt(&ok);
    return ok ? value : std::random_device{}();
}

} // namespace

TEST(CrashSafety, EveryReportedWriteSurvivesSigkill)
{
    ASSERT_TRUE(baseScenario().has_value()) << "cannot read " << ACCELDECIDE_CRASH_BASE_SCENARIO;
    ASSERT_TRUE(QFileInfo(QStringLiteral(ACCELDECIDE_CRASH_WRITER)).isExecutable())
        << ACCELDECIDE_CRASH_WRITER << " is missing; build the crash_writer target";
    const int iterations = iterationsFromEnvironment();
    const std::uint32_t seed = seedFromEnvironment();
    std::cout << "[ crash    ] " << iterations << " kills of writers on one catalog, seed " << seed
              << " (ACCELDECIDE_KILL_ITERATIONS, ACCELDECIDE_KILL_SEED)" << std::endl;
    CrashSafetyRun run(seed);
    ASSERT_TRUE(run.loadReferenceSeedCounts());
    QElapsedTimer timer;
    timer.start();
    int survived = 0;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        // The first writers are killed while they create and seed the catalog.
        if (!run.iterate(iteration, iteration < kEarlyIterations
                                        ? CrashSafetyRun::KillTiming::DuringOpen
                                        : CrashSafetyRun::KillTiming::AfterStart))
            break;
        ++survived;
    }
    run.printSummary(survived, timer.elapsed());
    EXPECT_EQ(survived, iterations);
}

// A new catalog killed while it is created, migrated and seeded, once per file: the
// catalog file left behind must open, and a user's open must complete the seeding.
TEST(CrashSafety, ANewCatalogKilledWhileItIsCreatedOpens)
{
    ASSERT_TRUE(baseScenario().has_value()) << "cannot read " << ACCELDECIDE_CRASH_BASE_SCENARIO;
    const int iterations = std::max(1, iterationsFromEnvironment() / kNewCatalogShare);
    const std::uint32_t seed = seedFromEnvironment();
    std::cout << "[ crash    ] " << iterations << " new catalogs killed while opening, seed "
              << seed << std::endl;
    CrashSafetyRun run(seed);
    ASSERT_TRUE(run.loadReferenceSeedCounts());
    QElapsedTimer timer;
    timer.start();
    int survived = 0;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        run.useNewCatalog(QStringLiteral("new-%1.sqlite").arg(iteration));
        if (!run.iterate(iteration, CrashSafetyRun::KillTiming::DuringOpen) ||
            !run.verifySeedingCompletes())
            break;
        ++survived;
    }
    run.printSummary(survived, timer.elapsed());
    EXPECT_EQ(survived, iterations);
}
